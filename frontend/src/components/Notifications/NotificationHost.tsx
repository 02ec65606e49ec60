import { useSyncExternalStore } from 'react';
import { Portal, Stack } from '@mantine/core';
import { NotificationCard, type NotificationScope } from './NotificationCard';
import { getNotifications, subscribeNotifications } from './notificationStore';

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
        {notifications.map((notification) => (
          <NotificationCard key={notification.id} notification={notification} scope={scope} />
        ))}
      </Stack>
    </Portal>
  );
}
