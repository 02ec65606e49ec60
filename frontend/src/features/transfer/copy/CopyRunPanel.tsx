// The copy under way: what is copied where, a bar against the source's `_count`, the documents
// read, their speed, the documents the destination refused and how often it was too busy; Cancel,
// which closes the source's point in time. Once it ends, its summary (CopyEndSummary).
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/locale';
import { CopyEndSummary } from './CopyEndSummary';
import { copyFigures } from './copyFigures';
import { cancelCopy } from './copyRun';
import type { CopyProgress, CopyRunState } from './copyRunState';

export type ShownCopy = Exclude<CopyRunState, { phase: 'idle' }>;

/** '1,200 of 5,000 documents', or '1,200 documents' while the count is not known. */
function documentsText(t: TFunction, progress: CopyProgress): string {
  const documents = formatNumber(progress.bytesRead);
  return progress.total === null
    ? t('transfer.copy.run.documents', { documents })
    : t('transfer.copy.run.documentsOf', { documents, total: formatNumber(progress.total) });
}

export function CopyRunPanel({ run, destination }: { run: ShownCopy; destination: string }) {
  const { t } = useTranslation();
  const { setup, progress } = run;
  const figures = copyFigures(progress);
  const running = run.phase === 'running';
  return (
    <Stack gap="sm" maw={960}>
      <Text fw={500}>
        {t('transfer.copy.run.what', {
          index: setup.index,
          cluster: destination,
          target: setup.target.name,
        })}
      </Text>
      <Progress.Root size="lg">
        {figures.percent === null ? (
          <Progress.Section
            value={100}
            striped={running}
            animated={running}
            aria-label={t('transfer.copy.run.progress')}
          />
        ) : (
          <>
            <Progress.Section
              value={figures.written}
              color="blue"
              aria-label={t('transfer.copy.run.written')}
            />
            <Progress.Section
              value={figures.rejected}
              color="red"
              aria-label={t('transfer.copy.run.rejected')}
            />
            <Progress.Section
              value={figures.underway}
              color="blue.2"
              striped={running}
              aria-label={t('transfer.copy.run.underway')}
            />
          </>
        )}
      </Progress.Root>
      <Text size="sm" role="status">
        {documentsText(t, progress)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('transfer.copy.run.figures', {
          rate: formatNumber(Math.round(figures.documentsPerSecond)),
          rejected: formatNumber(progress.summary.counts.rejected),
          busy: formatNumber(progress.busyRejections),
          elapsed: formatDuration(figures.elapsedMs),
        })}
      </Text>
      {run.phase === 'running' ? (
        <Group>
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={16} />}
            onClick={cancelCopy}
          >
            {t('transfer.copy.run.cancel')}
          </Button>
        </Group>
      ) : (
        <CopyEndSummary run={run} />
      )}
    </Stack>
  );
}
