// Measuring the frame's parts after the browser's own layout, not inside React's commit (issue #20).
// A size read in a layout effect makes the browser lay out the whole document there and then: on a
// cold load the frame's first commit spent most of its time in that forced layout (the logo's and the
// header links' widths). A ResizeObserver is told every observed element's size after the browser's
// layout of the next frame, before its paint, and `flushSync` renders what the measure sets before
// that paint: nothing shows unmeasured, and no layout is forced inside the commit.
import { flushSync } from 'react-dom';

/** Calls `measure` after each layout that sizes `targets` anew (first after the next one); returns the stop function. */
export function measureAfterLayout(targets: readonly Element[], measure: () => void): () => void {
  if (typeof ResizeObserver !== 'function') {
    // no observer (tests' DOM): at once
    measure();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => flushSync(measure));
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}
