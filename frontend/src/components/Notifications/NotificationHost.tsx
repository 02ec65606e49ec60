import { Suspense, useSyncExternalStore } from 'react';
import { Portal, Stack } from '@mantine/core';
import { preloadable } from '../preloadable';
import type { NotificationScope } from './NotificationCard';
import { getNotifications, subscribeNotifications } from './notificationStore';

/**
 * The cards' code (with its scroll area, progress bar and copy button) is not part of the first
 * page's: it is fetched with the first notification, or in idle time after the first screen.
 */
const card = preloadable(
  () => import('./NotificationCard'),
  (module) => module.NotificationCard,
);
export const loadNotificationCard = card.load;
const NotificationCard = card.Component;

/**
 * Renders the notifications raised with notify(); mount it once inside MantineProvider.
 * `scope` wraps each notification's own content (the app gives it its router there).
 */
export function NotificationHost({ scope }: { scope?: NotificationScope }) {
  const notifications = useSyncExternalStore(subscribeNotifications, getNotifications);
  if (notifications.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        bottom={16}
        right={16}
        w={420}
        maw="calc(100vw - 32px)"
        style={{ zIndex: 1000 }}
        aria-live="polite"
      >
        <Suspense fallback={null}>
          {notifications.map((notification) => (
            <NotificationCard key={notification.id} notification={notification} scope={scope} />
          ))}
        </Suspense>
      </Stack>
    </Portal>
  );
}
