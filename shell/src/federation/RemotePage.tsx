// Renders one page of a remote section inside the shell: load (with retry and fallback),
// then render inside the section's error boundary.
import { startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { RemotePagesModule, SectionName } from '@khel/shared-kernel';
import { loadSectionModule } from './registry';
import { isUnavailable } from './runtime-plugins';
import { RemoteBoundary, SectionProblem } from './RemoteBoundary';
import { endFirstPaint, endFirstPaintWhenRendered, firstPaintOf } from '../first-paint';

export type PagesModule = RemotePagesModule<ComponentType>;

type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; module: PagesModule }
  | { kind: 'unavailable'; reason: string };

const cache = new Map<SectionName, Promise<LoadState>>();

function loadPages(section: SectionName): Promise<LoadState> {
  let pending = cache.get(section);
  if (!pending) {
    pending = loadSectionModule<PagesModule>(section, 'pages').then(
      (module): LoadState => {
        if (!module || isUnavailable(module)) {
          cache.delete(section); // a later visit tries again
          return { kind: 'unavailable', reason: module ? module.error : 'not loaded' };
        }
        return { kind: 'ready', module };
      },
      (err: unknown): LoadState => {
        cache.delete(section);
        return { kind: 'unavailable', reason: err instanceof Error ? err.message : String(err) };
      },
    );
    cache.set(section, pending);
  }
  return pending;
}

/** `pageKey`: a new value remounts the page (a racing link clicked again reloads its races). */
export function RemotePage({ section, page, resetKey, pageKey }: { section: SectionName; page: string; resetKey?: string; pageKey?: string }) {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const slot = useRef<HTMLDivElement>(null);

  // The server's first paint of the home page or an event page (shell/src/first-paint.ts) stays until this page has
  // rendered its rows in the frame; any other page, or a section that failed, ends it at once.
  useLayoutEffect(() => {
    if (state.kind === 'loading' && firstPaintOf(section, page)) return undefined;
    if (state.kind !== 'ready' || !slot.current || !firstPaintOf(section, page)) {
      endFirstPaint();
      return undefined;
    }
    return endFirstPaintWhenRendered(slot.current);
  }, [state.kind, section, page]);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    // the page's first render is a transition: React renders it in slices (issue #20: as a normal update
    // it was one task on a phone's main thread)
    void loadPages(section).then((s) => live && startTransition(() => setState(s)));
    return () => {
      live = false;
    };
  }, [section, attempt]);

  if (state.kind === 'loading') return <div className="remote-loading" data-testid="remote-loading" aria-busy="true" />;
  if (state.kind === 'unavailable') {
    return (
      <SectionProblem
        section={section}
        testId="remote-unavailable"
        text="This section is unavailable right now. The rest of the site still works."
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  const Page = state.module.pages[page];
  if (!Page) {
    return <SectionProblem section={section} testId="remote-unavailable" text="This page is unavailable right now." />;
  }
  const { diagnostics } = state.module;
  return (
    <div
      ref={slot}
      className="remote-slot"
      data-section={section}
      data-page={page}
      data-kernel-instance={diagnostics.kernelInstanceId}
      data-react-instance={diagnostics.reactInstanceId}
    >
      <RemoteBoundary section={section} resetKey={resetKey ?? page}>
        <Suspense fallback={<div className="remote-loading" aria-busy="true" />}>
          <Page key={pageKey} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
