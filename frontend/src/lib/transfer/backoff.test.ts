import { describe, expect, it } from 'vitest';
import { backoffDelay, ConcurrencyController, retryAt } from './backoff';

const options = { baseMs: 100, capMs: 5_000 };
/** Just under 1: the longest wait full jitter can give. */
const highest = () => 0.999999;

describe('backoff', () => {
  it('waits up to base × 2^(attempt - 1), never over the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 10, 60].map((attempt) =>
      backoffDelay(attempt, options, highest),
    );
    expect(ceilings).toEqual([99, 199, 399, 799, 1599, 3199, 4999, 4999, 4999]);
  });

  it('waits any time from zero up to the ceiling', () => {
    expect(backoffDelay(4, options, () => 0)).toBe(0);
    expect(backoffDelay(4, options, () => 0.5)).toBe(400);
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const delay = backoffDelay(attempt, options, random);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(Math.min(5_000, 100 * 2 ** (attempt - 1)));
    }
  });

  it('sends again at a time of the clock, until the last attempt', () => {
    const timing = { random: () => 0.5, now: () => 1_000_000 };
    expect(retryAt(1, 4, options, timing)).toBe(1_000_050);
    expect(retryAt(3, 4, options, timing)).toBe(1_000_200);
    expect(retryAt(4, 4, options, timing)).toBeNull();
  });
});

/** A controller on a clock the test moves. */
function controller(initial: number, growAfter: number) {
  const clock = { time: 0 };
  const control = new ConcurrencyController({
    initial,
    growAfter,
    backoff: options,
    random: () => 0.5,
    now: () => clock.time,
  });
  return { control, clock };
}

describe('requests in flight', () => {
  it('starts at the chosen number', () => {
    const { control } = controller(4, 3);
    expect(control.limit).toBe(4);
    expect(control.canStart(3)).toBe(true);
    expect(control.canStart(4)).toBe(false);
  });

  it('halves on a rejection, never below one', () => {
    const { control } = controller(4, 3);
    const halvings = [1, 2, 3].map(() => {
      control.rejected(control.started());
      return control.limit;
    });
    expect(halvings).toEqual([2, 1, 1]);
  });

  it('halves once for the requests turned away together', () => {
    const { control } = controller(4, 3);
    const tickets = [1, 2, 3, 4].map(() => control.started());
    tickets.forEach((ticket) => control.rejected(ticket));
    expect(control.limit).toBe(2);
  });

  it('pauses new requests after a rejection, longer after each', () => {
    const { control, clock } = controller(4, 3);
    control.rejected(control.started());
    expect(control.waitMs()).toBe(50);
    expect(control.canStart(0)).toBe(false);
    clock.time = 50;
    expect(control.canStart(0)).toBe(true);
    control.rejected(control.started());
    expect(control.waitMs()).toBe(100);
    control.clean(control.started());
    control.rejected(control.started());
    expect(control.waitMs()).toBe(50);
  });

  it('grows back by one after a run of clean answers, up to the chosen number', () => {
    const { control } = controller(4, 3);
    control.rejected(control.started());
    control.rejected(control.started());
    expect(control.limit).toBe(1);
    const limits: number[] = [];
    for (let answer = 0; answer < 12; answer += 1) {
      control.clean(control.started());
      limits.push(control.limit);
    }
    expect(limits).toEqual([1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4]);
  });

  it('counts for growth neither clean answers sent before a halving nor a run a rejection broke', () => {
    const { control } = controller(4, 2);
    const before = control.started();
    control.rejected(control.started());
    control.clean(before);
    control.clean(before);
    expect(control.limit).toBe(2);
    control.clean(control.started());
    control.rejected(control.started());
    control.clean(control.started());
    expect(control.limit).toBe(1);
    control.clean(control.started());
    expect(control.limit).toBe(2);
  });

  it('refuses a number in flight below one', () => {
    expect(() => new ConcurrencyController({ initial: 0, growAfter: 3 })).toThrow(RangeError);
  });
});
