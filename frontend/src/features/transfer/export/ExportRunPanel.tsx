// The export under way: what is exported where, a bar against the count of `_count`, the
// documents written, their speed, the size of the file and the time left; Cancel, which closes
// the cluster's point in time. Once it ends, its summary (ExportEndSummary).
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/locale';
import { ExportEndSummary } from './ExportEndSummary';
import { fileType } from './exportFormat';
import { exportFigures, type ExportProgress } from './exportProgress';
import { cancelExport, type ExportRunState } from './exportStore';

const STOP = <IconPlayerStop size={16} />;

export type ShownRun = Exclude<ExportRunState, { phase: 'idle' }>;

/** '1,200 of 5,000 documents', or '1,200 documents' while the count is not known. */
function documentsText(t: TFunction, progress: ExportProgress): string {
  const documents = formatNumber(progress.documents);
  return progress.total === null
    ? t('transfer.export.run.documents', { documents })
    : t('transfer.export.run.documentsOf', { documents, total: formatNumber(progress.total) });
}

export function ExportRunPanel({ run }: { run: ShownRun }) {
  const { t } = useTranslation();
  const { setup, progress } = run;
  const figures = exportFigures(progress);
  const running = run.phase === 'running';
  const { extension } = fileType(setup.format);
  return (
    <Stack gap="sm" maw={960}>
      <Text fw={500}>
        {t('transfer.export.run.what', {
          index: setup.index,
          format: t(`transfer.export.format.${setup.format.kind}`),
          file: `${setup.fileName}.${extension}`,
        })}
      </Text>
      <Progress
        value={figures.percent ?? 100}
        striped={running}
        animated={running && figures.percent === null}
        size="lg"
        aria-label={t('transfer.export.run.progress')}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" role="status">
          {documentsText(t, progress)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('transfer.export.run.figures', {
            rate: formatNumber(Math.round(figures.documentsPerSecond)),
            bytes: formatBytes(progress.bytes),
            elapsed: formatDuration(figures.elapsedMs),
            left:
              figures.leftMs === null
                ? t('transfer.export.run.leftUnknown')
                : formatDuration(figures.leftMs),
          })}
        </Text>
      </Group>
      {run.phase === 'running' ? (
        <Group>
          <Button color="red" variant="light" leftSection={STOP} onClick={cancelExport}>
            {t('transfer.export.run.cancel')}
          </Button>
        </Group>
      ) : (
        <ExportEndSummary run={run} />
      )}
    </Stack>
  );
}
