// Long lists render in steps (issue #20): the first screen's items at once, then `step` more per
// frame, each step a transition rendered after the previous one has painted. React renders a
// transition in slices, but commits it in one piece: one commit of the home page's ~165 rows (900
// price cells subscribing to the price store) was a 60–120 ms task on this machine; a step of a
// dozen rows is a few milliseconds. Data that arrives meanwhile renders into the rows already shown.
import { startTransition, useEffect, useState } from 'react';

/** How many of `total` items to render now: `first`, then `step` more each frame until all are. */
export function useShownCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  const done = shown >= total;
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the next paint (the frame's rendering), not within it: one step's layout per frame
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [done, shown, step]);
  return Math.min(shown, total);
}
