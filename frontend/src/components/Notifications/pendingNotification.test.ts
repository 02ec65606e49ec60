import { dismissAllNotifications, getNotifications } from './notificationStore';
import {
  notifyAcrossPageLoad,
  PENDING_NOTIFICATION_KEY,
  showPendingNotification,
} from './pendingNotification';

const saved = { color: 'green', timeout: 5000, title: 'Cluster saved' } as const;

describe('notifications across a page load', () => {
  beforeEach(() => {
    dismissAllNotifications();
    sessionStorage.clear();
  });

  it('shows the notification now and keeps it for the next page', () => {
    notifyAcrossPageLoad(saved);
    expect(getNotifications().map((n) => n.title)).toEqual(['Cluster saved']);
    expect(JSON.parse(sessionStorage.getItem(PENDING_NOTIFICATION_KEY) ?? 'null')).toEqual(saved);
  });

  it('shows the kept notification once at the next start', () => {
    notifyAcrossPageLoad(saved);
    dismissAllNotifications(); // the page unloads
    showPendingNotification();
    showPendingNotification();
    expect(getNotifications().map((n) => [n.color, n.title, n.timeout])).toEqual([
      ['green', 'Cluster saved', 5000],
    ]);
    expect(sessionStorage.getItem(PENDING_NOTIFICATION_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown colour', JSON.stringify({ ...saved, color: 'purple' })],
    ['a title that is not text', JSON.stringify({ ...saved, title: { html: '<b>x</b>' } })],
    ['null', 'null'],
  ])('ignores and removes a kept value that is %s', (_, value) => {
    sessionStorage.setItem(PENDING_NOTIFICATION_KEY, value);
    showPendingNotification();
    expect(getNotifications()).toEqual([]);
    expect(sessionStorage.getItem(PENDING_NOTIFICATION_KEY)).toBeNull();
  });
});
