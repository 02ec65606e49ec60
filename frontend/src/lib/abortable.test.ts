import { describe, expect, it } from 'vitest';
import { abortable } from './abortable';

describe('abortable', () => {
  it("gives the answer when no abort comes, and the answer's own failure", async () => {
    await expect(abortable(Promise.resolve(3), new AbortController().signal)).resolves.toBe(3);
    await expect(abortable(Promise.reject(new Error('no')), undefined)).rejects.toThrow('no');
  });

  it("rejects with the signal's reason as soon as it aborts, while the answer still waits", async () => {
    const stop = new AbortController();
    const waiting = abortable(new Promise<number>(() => undefined), stop.signal);
    stop.abort(new Error('given up'));
    await expect(waiting).rejects.toThrow('given up');
  });

  it('rejects at once when already aborted, with the reason asked for', async () => {
    const stop = new AbortController();
    stop.abort();
    const answer = Promise.reject(new Error('late'));
    await expect(abortable(answer, stop.signal, () => new Error('cancelled'))).rejects.toThrow(
      'cancelled',
    );
  });
});
