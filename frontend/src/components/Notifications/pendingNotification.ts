// A notification that must outlive the page load that follows it ('Cluster saved' is shown just
// before switching clusters reloads the page). It is kept in session storage for the next start.
import { notify, type NotificationColor, type NotifyInput } from './notificationStore';

export const PENDING_NOTIFICATION_KEY = 'shardscope-pending-notification';

const COLORS: readonly NotificationColor[] = ['green', 'yellow', 'red', 'gray'];

/** Shows `input` now and once more after the next page load. */
export function notifyAcrossPageLoad(input: NotifyInput, storage: Storage = sessionStorage): void {
  notify(input);
  try {
    storage.setItem(PENDING_NOTIFICATION_KEY, JSON.stringify(input));
  } catch {
    // Without session storage the notification is only seen until the page loads.
  }
}

function asNotifyInput(value: unknown): NotifyInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const { color, timeout, title, body } = value as Record<string, unknown>;
  if (!COLORS.includes(color as NotificationColor)) return null;
  if (typeof timeout !== 'number' || typeof title !== 'string') return null;
  if (body !== undefined && typeof body !== 'string') return null;
  return {
    color: color as NotificationColor,
    timeout,
    title,
    ...(body === undefined ? {} : { body }),
  };
}

/** At start-up: shows the notification left by the previous page, once; ignores anything malformed. */
export function showPendingNotification(storage: Storage = sessionStorage): void {
  let saved: string | null = null;
  try {
    saved = storage.getItem(PENDING_NOTIFICATION_KEY);
    storage.removeItem(PENDING_NOTIFICATION_KEY);
  } catch {
    return;
  }
  if (saved === null) return;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return;
  }
  const input = asNotifyInput(parsed);
  if (input) notify(input);
}
