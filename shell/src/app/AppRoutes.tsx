// The router: every route of the spec's table whose section this host has, each rendering the
// owning remote's page; /ReferBy/{code} and every unknown path go to '/'.
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ROUTES, type RouteEntry } from '@khel/shared-kernel';
import { RemotePage } from '../federation/RemotePage';
import { useSite } from '../site/SiteContext';
import { racingReloadKeyOf } from '../frame/nav';
import { SHELL_PAGES } from './shell-pages';

function RoutedPage({ route }: { route: RouteEntry }) {
  const location = useLocation();
  if (route.section === 'shell') {
    const Page = SHELL_PAGES[route.page];
    return Page ? (
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        <Page />
      </Suspense>
    ) : (
      <Navigate to="/" replace />
    );
  }
  return <RemotePage section={route.section} page={route.page} resetKey={location.pathname} pageKey={racingReloadKeyOf(location)} />;
}

function ReferBy() {
  const { referCode = '' } = useParams();
  return <Navigate to={`/?referCode=${encodeURIComponent(referCode)}`} replace />;
}

export function AppRoutes() {
  const site = useSite();
  const routes = ROUTES.filter((r) => r.section === 'shell' || site.has(r.section));
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutedPage route={route} />} />
      ))}
      <Route path="/ReferBy/:referCode" element={<ReferBy />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

/** The frame a path asks for (header only on casino pages, etc.). */
export function frameOf(pathname: string): RouteEntry['frame'] {
  const segment = pathname.split('/')[1] ?? '';
  const owner = ROUTES.find((r) => r.path.split('/')[1] === segment.replace(/\*$/, ''));
  return owner?.frame ?? 'full';
}
