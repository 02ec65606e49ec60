import type { ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { NotificationHost } from './Notifications/NotificationHost';

/**
 * Hosts what the shared widgets open outside the page: confirmation dialogs (confirm()) and
 * notifications (notify()). Mount once, inside MantineProvider and the i18n provider.
 */
export function WidgetsProvider({ children }: { children: ReactNode }) {
  return (
    <ModalsProvider>
      {children}
      <NotificationHost />
    </ModalsProvider>
  );
}
