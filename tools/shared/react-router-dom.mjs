// What Khel shares of react-router-dom: the parts its apps use. A shared module is bundled whole (the
// build cannot know what another app will ask of it), so sharing the package itself ships all of it
// (data routers, server rendering, forms: 69 KiB gzip); this list ships about a third.
// `tools/test/shared-facades.test.js` fails when an app imports a name missing here.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useInRouterContext,
  useNavigationType,
  matchPath,
  generatePath,
  createSearchParams,
} from 'khel-impl/react-router-dom';
