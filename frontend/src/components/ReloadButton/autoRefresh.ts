// Auto-refresh scheduling. Framework-free so it can be tested with fake timers.

/** Interval choices in milliseconds; 0 is 'None'. */
export const AUTO_REFRESH_INTERVALS = [0, 1000, 5000, 15000, 30000, 60000] as const;

export type AutoRefreshInterval = (typeof AUTO_REFRESH_INTERVALS)[number];

export type ReloadFn = () => PromiseLike<unknown> | void;

/**
 * Calls `run` every `intervalMs`. Each wait starts when the previous call has settled, so calls
 * never overlap however slow the cluster answers; a failed call does not stop the timer.
 * Returns the function that stops it. An interval of 0 or less does nothing.
 */
export function startAutoRefresh(run: () => PromiseLike<unknown>, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  const tick = () => {
    timer = undefined;
    run().then(schedule, schedule);
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Wraps `fn` so that a call made while the previous one is still running joins it instead of
 * starting a second request. The returned promise never rejects.
 */
export function singleFlight(fn: ReloadFn): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    if (!running) {
      running = Promise.resolve(startCall(fn))
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          running = null;
        });
    }
    return running;
  };
}

// Starts the call now (not on a later tick) and turns a synchronous throw into a rejection.
function startCall(fn: ReloadFn): PromiseLike<unknown> | void {
  try {
    return fn();
  } catch (error) {
    return Promise.reject(error);
  }
}
