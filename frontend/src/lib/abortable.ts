// A promise that gives up as soon as a signal aborts, even while the work it waits for goes on.

/**
 * `answer`, or a rejection as soon as `signal` aborts, with `reason()` (by default the signal's
 * reason, as fetch rejects). What `answer` does after that is nothing to report.
 */
export function abortable<T>(
  answer: Promise<T>,
  signal: AbortSignal | null | undefined,
  reason: () => unknown = () => signal?.reason,
): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) {
    answer.catch(() => undefined);
    return Promise.reject(reason() as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(reason() as Error);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
