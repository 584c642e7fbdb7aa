// The async boundary: shared singletons are negotiated before any application code runs. The entry's
// own task only evaluates the federation runtime; then, a task each (issue #20: no step holds a phone's
// main thread long), the first page's registry, remote and data are asked for (federation/early-start.ts),
// and the shared modules' negotiation and the frame's start follow (bootstrap.tsx).
import { startEarly } from './federation/early-start';
import { nextTask } from './federation/next-task';

void nextTask()
  .then(() => {
    startEarly();
    return nextTask();
  })
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
