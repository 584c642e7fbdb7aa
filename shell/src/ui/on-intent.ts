// Parts of the frame that the first screen does not show (a visitor's home page, issue #20: the shell's
// first load) load when needed: their chunk is asked as the player shows the intent to open them
// (pointer over, focus, touch), so it is there, or nearly, by the click that opens them.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface OnIntent<P> {
  /** the part, rendered inside a Suspense boundary */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** asks for its chunk (once) */
  preload(): void;
}

export function lazyOnIntent<P>(load: () => Promise<ComponentType<P>>): OnIntent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return {
    Component: lazy(start),
    preload: () => void start().catch(() => { loading = null; }),
  };
}

/** The handlers that preload a part on a trigger: spread them on the button that opens it. */
export const intentHandlers = (preload: () => void) => ({
  onPointerEnter: preload,
  onPointerDown: preload,
  onFocus: preload,
  onTouchStart: preload,
});
