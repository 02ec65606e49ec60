import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '../i18n/translate';
import { RetryNote } from './ConnectionStatusLine';
import { httpUrl } from '../lib/safeUrl';
import { renderNotificationText, type NotificationText } from '../api/notifications';

interface NetworkErrorPanelProps {
  uri: string;
  /** When the console last tried to reach the cluster; null while it is trying. */
  lastTriedAt?: number | null;
  reload?: () => void;
  /** Offered beside the reload button (the way to enter a refused session-only secret again). */
  action?: ReactNode;
  /** Why the cluster could not be reached, when there is more to say than the title. */
  reason?: NotificationText | null;
}

/**
 * Replaces the screen while the active cluster cannot be reached. The cluster
 * address is shown as the text of a link to it; an address that is not http(s) is text only.
 */
export function NetworkErrorPanel({
  uri,
  lastTriedAt = null,
  reload = () => window.location.reload(),
  action = null,
  reason = null,
}: NetworkErrorPanelProps) {
  const { t } = useTranslation();
  const href = httpUrl(uri);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconPlugConnectedX />}
      title={t('app.networkError.text')}
      maw={720}
    >
      <Stack gap="sm" align="flex-start">
        {href ? (
          <Anchor
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ wordBreak: 'break-all' }}
          >
            {uri}
          </Anchor>
        ) : (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {uri}
          </Text>
        )}
        {reason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {renderNotificationText(reason, t)}
          </Text>
        )}
        <RetryNote lastTriedAt={lastTriedAt} />
        <Group gap="sm">
          <Button onClick={reload}>{t('app.networkError.reload')}</Button>
          {action}
        </Group>
      </Stack>
    </Alert>
  );
}
