// A new task for what follows (issue #20): start-up work split into steps that each stay short, so the
// browser can paint, answer input and take network answers in between. `scheduler.yield()` where the
// browser has it (its continuation runs before other queued tasks), else a zero-delay timer.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
