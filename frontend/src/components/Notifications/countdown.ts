// Countdown arithmetic of the notification progress bar.

/** How often the progress bar moves. */
export const NOTIFICATION_TICK_MS = 100;

/** Time left after `elapsed` ms; never negative. */
export function nextRemaining(remaining: number, elapsed: number): number {
  return Math.max(0, remaining - Math.max(0, elapsed));
}

/** Share of the timeout still left, 0 to 100; 0 when there is no timeout. */
export function remainingPercent(remaining: number, timeout: number): number {
  if (timeout <= 0) return 0;
  return Math.min(100, Math.max(0, (remaining / timeout) * 100));
}

/** A notification with a positive timeout closes once nothing remains. */
export function isExpired(remaining: number, timeout: number): boolean {
  return timeout > 0 && remaining <= 0;
}
