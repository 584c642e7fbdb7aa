import { BrowserRouter } from 'react-router-dom';
import { SiteProvider } from '../site/SiteContext';
import { SessionKeeper } from '../session/SessionKeeper';
import { ShellUiProvider } from '../ui/ShellUi';
import { Frame } from '../frame/Frame';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <SiteProvider>
        <SessionKeeper>
          <ShellUiProvider>
            <Frame>
              <AppRoutes />
            </Frame>
          </ShellUiProvider>
        </SessionKeeper>
      </SiteProvider>
    </BrowserRouter>
  );
}
