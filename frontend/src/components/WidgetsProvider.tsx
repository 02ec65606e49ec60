import type { ReactNode } from 'react';
import type { NotificationScope } from './Notifications/NotificationCard';
import { QuestionHost } from './ConfirmDialog/QuestionHost';
import { NotificationHost } from './Notifications/NotificationHost';

/**
 * Hosts what the shared widgets open outside the page: confirmation dialogs (confirm()) and
 * notifications (notify()). Mount once, inside MantineProvider and the i18n provider.
 */
export function WidgetsProvider({
  children,
  notificationScope,
}: {
  children: ReactNode;
  /** Wraps the content of notifications (see NotificationHost). */
  notificationScope?: NotificationScope;
}) {
  return (
    <>
      {children}
      <QuestionHost />
      <NotificationHost scope={notificationScope} />
    </>
  );
}
