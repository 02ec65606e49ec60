// The list of notifications on screen. A tiny external store so any code,
// hook or not, can call notify(); NotificationHost renders the list. A notification may be
// changed while shown (updateNotification), e.g. one that follows a task until it ends.
import type { ReactNode } from 'react';

export type NotificationColor = 'green' | 'yellow' | 'red' | 'gray';

export interface NotifyInput {
  color: NotificationColor;
  /** Milliseconds until it closes itself; 0 or less keeps it until closed. */
  timeout: number;
  title: string;
  body?: string;
  /** Shown with a 'Copy response' button when given. */
  copyableText?: string;
  /** Shown below the body; its texts must come from the app (cluster text only as text). */
  content?: ReactNode;
  /** Called once when it leaves the screen: closed, timed out or pushed out by newer ones. */
  onDismiss?: () => void;
}

export interface ShownNotification extends NotifyInput {
  /** A timestamp, made unique when two arrive in the same millisecond. */
  id: number;
}

/** Older notifications are dropped past this many. */
export const MAX_NOTIFICATIONS = 5;

type Listener = () => void;

// Kept here, not in the app's store: a notification carries callbacks, and the request layer
// notifies without a store at hand.
let shown: readonly ShownNotification[] = [];
let lastId = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ShownNotification[]): void {
  const gone = shown.filter((old) => !next.some((notification) => notification.id === old.id));
  shown = next;
  listeners.forEach((listener) => listener());
  gone.forEach((notification) => notification.onDismiss?.());
}

/** Shows a notification and returns its id. */
export function notify(input: NotifyInput): number {
  const id = Math.max(Date.now(), lastId + 1);
  lastId = id;
  publish([...shown, { ...input, id }].slice(-MAX_NOTIFICATIONS));
  return id;
}

/** Changes a shown notification in place; does nothing once it is gone. */
export function updateNotification(id: number, changes: Partial<NotifyInput>): void {
  if (!shown.some((n) => n.id === id)) return;
  publish(shown.map((n) => (n.id === id ? { ...n, ...changes, id } : n)));
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
