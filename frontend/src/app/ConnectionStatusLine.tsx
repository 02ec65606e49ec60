import { createContext, use } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import type { Cluster } from '../api/types';
import { htmlLang, isLanguage } from '../i18n/languages';
import { connectionLine, formatTimeOfDay } from './connectionLine';

/**
 * When the last health check of the shown cluster ended (null before the first), for the status
 * line: a check then renders the line again, not the whole header around it.
 */
export const LastTriedContext = createContext<number | null>(null);

/** 'Connected to …', or that the cluster cannot be reached and the console keeps retrying. */
export function ConnectionStatusLine({ cluster }: { cluster: Cluster }) {
  const { t } = useTranslation();
  const lastTriedAt = use(LastTriedContext);
  const retryText = useRetryText();
  const line = connectionLine(cluster.status, cluster.loading, lastTriedAt);
  const names = { name: cluster.name, uri: cluster.uri };
  if (line.kind === 'connected') {
    return (
      <Text size="xs" c="dimmed" px="md" pb={4} truncate="end">
        {t('app.header.connectedTo', names)}
      </Text>
    );
  }
  return (
    <Text size="xs" c="red" fw={500} px="md" pb={4} truncate="end" role="status">
      {t('app.header.unreachable', names)}{' '}
      {retryText(line.kind === 'checking' ? null : line.lastTriedAt)}
    </Text>
  );
}

/** 'Trying again now…' or that the console retries by itself, and when it last tried. */
export function RetryNote({ lastTriedAt }: { lastTriedAt: number | null }) {
  return <Text size="sm">{useRetryText()(lastTriedAt)}</Text>;
}

function useRetryText(): (lastTriedAt: number | null) => string {
  const { t, i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? htmlLang(i18n.language) : 'en';
  return (lastTriedAt) =>
    lastTriedAt === null
      ? t('app.header.retryingNow')
      : t('app.header.lastTried', { time: formatTimeOfDay(lastTriedAt, locale) });
}
