// Hosts one fragment a remote exposes for the frame (FRAGMENTS in shared-kernel: the sports
// remote's BetSlip and OpenBets), contained by the same boundary as a page.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { SectionName } from '@khel/shared-kernel';
import { loadSectionModule } from './registry';
import { isUnavailable } from './runtime-plugins';
import { RemoteBoundary, SectionProblem } from './RemoteBoundary';

type FragmentModule = { default: ComponentType };

const cache = new Map<string, Promise<ComponentType | null>>();

function loadFragment(section: SectionName, module: string): Promise<ComponentType | null> {
  const key = `${section}/${module}`;
  let pending = cache.get(key);
  if (!pending) {
    // a runtime that throws before it returns a promise (no federation instance yet) counts as unavailable
    pending = Promise.resolve().then(() => loadSectionModule<FragmentModule>(section, module)).then(
      (loaded) => {
        if (!loaded || isUnavailable(loaded) || typeof loaded.default !== 'function') {
          cache.delete(key);
          return null;
        }
        return loaded.default;
      },
      () => {
        cache.delete(key);
        return null;
      },
    );
    cache.set(key, pending);
  }
  return pending;
}

export function FragmentSlot({ section, module, testId }: { section: SectionName; module: string; testId: string }) {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'ready'; Fragment: ComponentType } | { kind: 'unavailable' }>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void loadFragment(section, module).then((Fragment) => live && setState(Fragment ? { kind: 'ready', Fragment } : { kind: 'unavailable' }));
    return () => {
      live = false;
    };
  }, [section, module]);

  if (state.kind === 'loading') return <div className="remote-loading" aria-busy="true" data-testid={testId} />;
  if (state.kind === 'unavailable') {
    return <SectionProblem section={section} testId="remote-unavailable" text="This part is unavailable right now." />;
  }
  const { Fragment } = state;
  return (
    <div className="fragment-slot" data-testid={testId} data-section={section}>
      <RemoteBoundary section={section}>
        <Suspense fallback={<div className="remote-loading" aria-busy="true" />}>
          <Fragment />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
