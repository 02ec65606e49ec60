// The indices screen opened on one data stream (?stream=): only that stream's backing indices,
// hidden ones included, under a note that clears it.
import { useMemo } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { backingIndexStream } from '../../engine/dataStreams';
import type { IndexRow } from './table/indexRows';

/** The backing indices of `stream` among `rows`, whatever hides them; null without a stream. */
export function useStreamRows(rows: IndexRow[], stream: string | null): IndexRow[] | null {
  return useMemo(() => {
    if (stream === null) return null;
    const only = new Set([stream]);
    return rows.filter((row) => backingIndexStream(row.index, only) === stream);
  }, [rows, stream]);
}

export function StreamFilterNote({ stream, onClear }: { stream: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconTimeline />}
      p="xs"
      data-testid="indices-stream-filter"
      title={t('indices.streamFilter.title', { name: stream })}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('indices.streamFilter.text')}</Text>
        <Button size="compact-sm" variant="light" onClick={onClear}>
          {t('indices.streamFilter.clear')}
        </Button>
      </Group>
    </Alert>
  );
}
