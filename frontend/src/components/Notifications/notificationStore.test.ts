import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_NOTIFICATIONS,
  dismissAllNotifications,
  dismissNotification,
  getNotifications,
  notify,
  subscribeNotifications,
  updateNotification,
} from './notificationStore';

afterEach(() => dismissAllNotifications());

const input = { color: 'green', timeout: 5000, title: '200 OK' } as const;

describe('notification store', () => {
  it('adds notifications with distinct ids, even in the same millisecond', () => {
    const first = notify(input);
    const second = notify({ ...input, title: 'second' });
    expect(second).not.toBe(first);
    expect(getNotifications().map((n) => n.title)).toEqual(['200 OK', 'second']);
  });

  it('removes one by id and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeNotifications(listener);
    const id = notify(input);
    dismissNotification(id);
    expect(getNotifications()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps only the newest ones', () => {
    for (let i = 0; i < MAX_NOTIFICATIONS + 2; i += 1) notify({ ...input, title: `n${i}` });
    const titles = getNotifications().map((n) => n.title);
    expect(titles).toHaveLength(MAX_NOTIFICATIONS);
    expect(titles.at(-1)).toBe(`n${MAX_NOTIFICATIONS + 1}`);
    expect(titles).not.toContain('n0');
  });

  it('changes a shown notification in place, keeping its id and telling subscribers', () => {
    const id = notify(input);
    const listener = vi.fn();
    const unsubscribe = subscribeNotifications(listener);
    updateNotification(id, { title: 'changed', color: 'red' });
    expect(getNotifications()).toEqual([{ ...input, id, title: 'changed', color: 'red' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    dismissNotification(id);
    updateNotification(id, { title: 'again' });
    expect(getNotifications()).toEqual([]);
    unsubscribe();
  });

  it('calls onDismiss once when it leaves, not when it changes', () => {
    const onDismiss = vi.fn();
    const id = notify({ ...input, onDismiss });
    updateNotification(id, { title: 'changed' });
    expect(onDismiss).not.toHaveBeenCalled();
    dismissNotification(id);
    dismissNotification(id);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('calls onDismiss of a notification pushed out by newer ones', () => {
    const onDismiss = vi.fn();
    notify({ ...input, onDismiss });
    for (let i = 0; i < MAX_NOTIFICATIONS; i += 1) notify(input);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
