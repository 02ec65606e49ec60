// The list of notifications on screen. A tiny external store so any code,
// hook or not, can call notify(); NotificationHost renders the list.

export type NotificationColor = 'green' | 'yellow' | 'red' | 'gray';

export interface NotifyInput {
  color: NotificationColor;
  /** Milliseconds until it closes itself; 0 or less keeps it until closed. */
  timeout: number;
  title: string;
  body?: string;
  /** Shown with a 'Copy response' button when given. */
  copyableText?: string;
}

export interface ShownNotification extends NotifyInput {
  /** A timestamp, made unique when two arrive in the same millisecond. */
  id: number;
}

/** Older notifications are dropped past this many. */
export const MAX_NOTIFICATIONS = 5;

type Listener = () => void;

let shown: readonly ShownNotification[] = [];
let lastId = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ShownNotification[]): void {
  shown = next;
  listeners.forEach((listener) => listener());
}

/** Shows a notification and returns its id. */
export function notify(input: NotifyInput): number {
  const id = Math.max(Date.now(), lastId + 1);
  lastId = id;
  publish([...shown, { ...input, id }].slice(-MAX_NOTIFICATIONS));
  return id;
}

export function dismissNotification(id: number): void {
  if (shown.some((n) => n.id === id)) publish(shown.filter((n) => n.id !== id));
}

export function dismissAllNotifications(): void {
  if (shown.length > 0) publish([]);
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotifications(): readonly ShownNotification[] {
  return shown;
}
