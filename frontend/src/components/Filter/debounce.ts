/** Delay between the last keystroke in a filter box and filtering. */
export const FILTER_DEBOUNCE_MS = 150;

export interface Debounced<A extends unknown[]> {
  /** Schedules `fn` with these arguments, replacing any call still waiting. */
  call: (...args: A) => void;
  /** Drops the waiting call. */
  cancel: () => void;
  /** Runs the waiting call now, if any. */
  flush: () => void;
}

/** Calls `fn` once calls have stopped for `ms` milliseconds, with the latest arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    const args = pending;
    timer = undefined;
    pending = undefined;
    if (args) fn(...args);
  };
  return {
    call: (...args) => {
      pending = args;
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
    flush: () => {
      clearTimeout(timer);
      run();
    },
  };
}
