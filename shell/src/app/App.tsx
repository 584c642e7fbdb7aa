import { BrowserRouter } from 'react-router-dom';
import { SiteProvider } from '../site/SiteContext';
import { SessionKeeper } from '../session/SessionKeeper';
import { ShellUiProvider } from '../ui/ShellUi';
import { Frame } from '../frame/Frame';
import { AppRoutes } from './AppRoutes';
import { MenuProvider } from '../menu/MenuContext';

export function App() {
  return (
    <BrowserRouter>
      <SiteProvider>
        <SessionKeeper>
          <MenuProvider>
            <ShellUiProvider>
              <Frame>
                <AppRoutes />
              </Frame>
            </ShellUiProvider>
          </MenuProvider>
        </SessionKeeper>
      </SiteProvider>
    </BrowserRouter>
  );
}
