// What a promise the view made came to, for components: pending until it settles, then its value
// or why it failed. Only the latest promise counts: an answer to an older one (a file since
// replaced, an option since changed) is dropped.
import { useEffect, useState } from 'react';

export type Settled<T> =
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'done'; value: T }
  | { state: 'failed'; error: unknown };

export function useSettled<T>(promise: Promise<T> | null): Settled<T> {
  const [settled, setSettled] = useState<{ promise: Promise<T>; outcome: Settled<T> } | null>(null);
  useEffect(() => {
    if (!promise) return;
    let current = true;
    promise.then(
      (value) => current && setSettled({ promise, outcome: { state: 'done', value } }),
      (error: unknown) => current && setSettled({ promise, outcome: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  if (!promise) return { state: 'none' };
  return settled?.promise === promise ? settled.outcome : { state: 'pending' };
}

/** The value of a settled promise, or null while it has none. */
export function settledValue<T>(settled: Settled<T>): T | null {
  return settled.state === 'done' ? settled.value : null;
}
