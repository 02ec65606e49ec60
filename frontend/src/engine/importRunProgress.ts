// How often an import run reports its progress: after an answer, at most every 100 ms (an answer
// sooner gets its report when the 100 ms are over), and once at the end.
import type { Clock } from '../lib/transfer/backoff';
import type { Sleep } from './importRunTypes';

export const PROGRESS_EVERY_MS = 100;

export class ProgressReports {
  private last = -Infinity;
  private trailing = false;
  private closed = false;
  private readonly clock: Clock;
  private readonly sleep: Sleep;
  private readonly emit: (now: number) => void;

  constructor(clock: Clock, sleep: Sleep, emit: (now: number) => void) {
    this.clock = clock;
    this.sleep = sleep;
    this.emit = emit;
  }

  /** Something changed: reported now, or when 100 ms have passed since the last report. */
  changed(): void {
    if (this.closed) return;
    const since = this.clock() - this.last;
    if (since >= PROGRESS_EVERY_MS) this.report();
    else if (!this.trailing) {
      this.trailing = true;
      this.sleep(PROGRESS_EVERY_MS - since)
        .catch(() => undefined)
        .then(() => {
          this.trailing = false;
          this.changed();
        });
    }
  }

  /** The last report, whenever the previous one was; none after it. */
  end(): void {
    this.report();
    this.closed = true;
  }

  private report(): void {
    this.last = this.clock();
    this.emit(this.last);
  }
}
