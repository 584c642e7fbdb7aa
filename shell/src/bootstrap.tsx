import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addToast, startI18n } from '@khel/shared-kernel';
import { App } from './app/App';
import './frame/frame.css';
import { endFirstPaint, FIRST_PAINT_MAX_MS } from './first-paint';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
// the home page's first paint from the shell's server ends once the page has rendered (RemotePage), at the latest now
setTimeout(endFirstPaint, FIRST_PAINT_MAX_MS);
// i18next is a federated singleton: the remotes' useTranslation sees this same instance. The page
// renders in English at once; the stored language follows about 2 s later (§4.7 translate step),
// and if it has not loaded by then the player is told once while the page stays in English.
const onNotReady = (message: string) => void addToast({ type: 'warning', message, variant: 'stack' });
// The first render is a transition: React renders it in slices that leave the main thread free in
// between (issue #20: as one task it blocked a phone's main thread for hundreds of milliseconds; on the
// home page the server's first paint is on screen meanwhile).
void startI18n(i18next.use(initReactI18next), { onNotReady }).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
