// How an import eases off a busy cluster. A request the cluster turns away (429, 503, rejected
// execution) is sent again after a randomised, exponentially growing wait ("full jitter": any
// time between zero and the capped exponential, so clients that were turned away together do
// not all come back together), up to a number of attempts. Meanwhile fewer requests are kept in
// flight: the number halves on a rejection (never below one) and grows back by one after a run
// of clean answers, up to the number the user chose; new requests wait out the pause.

/** A random number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

/** The time in milliseconds, as Date.now gives. */
export type Clock = () => number;

export interface BackoffOptions {
  /** The longest first wait. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 30_000 };

/** How many times a document is sent before its rejection is final. */
export const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * The wait before sending again after `attempt` rejections (1 for the first): a random time
 * between 0 and min(cap, base × 2^(attempt - 1)).
 */
export function backoffDelay(
  attempt: number,
  { baseMs, capMs }: BackoffOptions,
  random: RandomSource = Math.random,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/**
 * When to send again a request rejected `attempt` times (1 for the first), as a time of `now`'s
 * clock; null once `maxAttempts` sends have been made, when the rejection is final.
 */
export function retryAt(
  attempt: number,
  maxAttempts: number,
  options: BackoffOptions,
  { random = Math.random, now = Date.now }: { random?: RandomSource; now?: Clock } = {},
): number | null {
  if (attempt >= maxAttempts) return null;
  return now() + backoffDelay(attempt, options, random);
}

export interface ConcurrencyOptions {
  /** The number in flight the user chose: where it starts, and the most it grows back to. */
  initial: number;
  /** Clean answers in a row after which one more request may be in flight. */
  growAfter: number;
  backoff?: BackoffOptions;
  random?: RandomSource;
  now?: Clock;
}

/**
 * The number of bulk requests an import keeps in flight. Call `started()` when sending one (it
 * returns a ticket to hand back with its answer), then `clean(ticket)` or `rejected(ticket)`.
 * Requests sent before a decrease were sent under the old number: their rejections do not halve
 * it again (one burst of rejections halves it once), nor do their clean answers count for growth.
 */
export class ConcurrencyController {
  private readonly max: number;
  private readonly growAfter: number;
  private readonly backoff: BackoffOptions;
  private readonly random: RandomSource;
  private readonly now: Clock;
  private current: number;
  private cleanRun = 0;
  /** Rejections since the last clean answer: the attempt of the pause's backoff. */
  private rejections = 0;
  private generation = 0;
  private pausedUntil = 0;

  constructor(options: ConcurrencyOptions) {
    if (!(options.initial >= 1 && options.growAfter >= 1))
      throw new RangeError('concurrency and growth must be at least 1');
    this.max = Math.floor(options.initial);
    this.current = this.max;
    this.growAfter = options.growAfter;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /** How many requests may be in flight now. */
  get limit(): number {
    return this.current;
  }

  /** How long a new request must wait for the pause after a rejection to end (0: none). */
  waitMs(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  /** Whether another request may be sent while `inFlight` are. */
  canStart(inFlight: number): boolean {
    return inFlight < this.current && this.waitMs() === 0;
  }

  /** A request is sent: the ticket to hand back with its answer. */
  started(): number {
    return this.generation;
  }

  /** An answer without any rejection: after `growAfter` in a row, one more may be in flight. */
  clean(ticket: number): void {
    this.rejections = 0;
    if (ticket !== this.generation) return;
    this.cleanRun += 1;
    if (this.cleanRun < this.growAfter) return;
    this.cleanRun = 0;
    this.current = Math.min(this.max, this.current + 1);
  }

  /** An answer turned away (or with items turned away): halve, and pause new requests. */
  rejected(ticket: number): void {
    this.cleanRun = 0;
    this.rejections += 1;
    this.pausedUntil = this.now() + backoffDelay(this.rejections, this.backoff, this.random);
    if (ticket !== this.generation) return;
    this.current = Math.max(1, Math.floor(this.current / 2));
    this.generation += 1;
  }
}
