// The connection error panel. Everything the cluster sent is rendered as text.
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { renderNotificationText, type NotificationText } from '../../../api/notifications';
import type { ClusterTarget } from '../../../api/types';
import { reachabilityLink, usesHttps } from './connectionError';

interface ConnectionErrorPanelProps {
  target: ClusterTarget;
  /** "{status} {statusText}", the error message or the product's wording; null for the generic text. */
  detail: NotificationText | null;
}

export function ConnectionErrorPanel({ target, detail }: ConnectionErrorPanelProps) {
  const { t } = useTranslation();
  const link = reachabilityLink(target);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t('clusters.error.title')}
      role="alert"
    >
      <Text size="sm">{t('clusters.error.body')}</Text>
      <Text size="sm" fw={700} data-testid="connection-error-detail">
        {detail ? renderNotificationText(detail, t) : t('clusters.error.generic')}
      </Text>
      <Text size="sm" mt="sm">
        {t('clusters.error.checklist')}
      </Text>
      <List size="sm" withPadding>
        <List.Item>
          {t('clusters.error.reachable')}{' '}
          {link ? (
            <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
              {target.uri}
            </Anchor>
          ) : (
            target.uri
          )}
        </List.Item>
        {usesHttps(target.uri) && <List.Item>{t('clusters.error.ssl')}</List.Item>}
        <List.Item>{t('clusters.error.cors')}</List.Item>
      </List>
    </Alert>
  );
}
