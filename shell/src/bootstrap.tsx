import { StrictMode, startTransition } from 'react';
import { endFirstPaint, FIRST_PAINT_MAX_MS } from './first-paint';
import { nextTask } from './federation/next-task';
import './frame/frame.css';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
// the home page's first paint from the shell's server ends once the page has rendered (RemotePage), at the latest now
setTimeout(endFirstPaint, FIRST_PAINT_MAX_MS);

/**
 * The frame starts in steps, one task each (issue #20): react-dom, then i18next and the kernel, then
 * the frame's modules, then its first render. Their code is in this chunk (`eager`: no request more, the
 * same files the entry preloads), but each is evaluated only when its step runs, so a phone's main
 * thread is never held for all of them at once: the page's first paint stays responsive meanwhile.
 */
async function start(container: HTMLElement): Promise<void> {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ default: i18next }, { initReactI18next }, { startI18n }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'i18next'),
    import(/* webpackMode: "eager" */ 'react-i18next'),
    import(/* webpackMode: "eager" */ '@khel/shared-kernel'),
  ]);
  // i18next is a federated singleton: the remotes' useTranslation sees this same instance. The page
  // renders in English at once; the stored language follows about 2 s later (§4.7 translate step),
  // and if it has not loaded by then the player is told once while the page stays in English.
  // §8: an alert (issue 34: it was a toast)
  const onNotReady = (message: string) => window.alert(message);
  const texts = startI18n(i18next.use(initReactI18next), { onNotReady });
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await texts;
  await nextTask();
  // The first render is a transition: React renders it in slices that leave the main thread free in
  // between (on the home page the server's first paint is on screen meanwhile).
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start(root);
