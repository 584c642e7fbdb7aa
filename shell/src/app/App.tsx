import { BrowserRouter } from 'react-router-dom';
import { SiteProvider } from '../site/SiteContext';
import { Frame } from '../frame/Frame';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <SiteProvider>
        <Frame>
          <AppRoutes />
        </Frame>
      </SiteProvider>
    </BrowserRouter>
  );
}
