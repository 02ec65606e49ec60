// The import under way: what goes where, a bar of the file read, the documents sent, written and
// rejected, their speed in documents and bytes, the time left, and how often the cluster was too
// busy; Cancel, which asks first; the rejects file so far. Once the run ends, its summary.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/locale';
import { cancelImport, type ImportRunState } from '../run/importController';
import { ImportEndSummary } from './ImportEndSummary';
import { importFigures } from './importFigures';
import { RejectsButton } from './RejectsButton';

export type ShownImport = Exclude<ImportRunState, { phase: 'idle' }>;

export function ImportRunPanel({ run }: { run: ShownImport }) {
  const { t } = useTranslation();
  const { setup, progress } = run;
  const summary = run.phase === 'ended' ? run.outcome.summary : progress.summary;
  const figures = importFigures(setup, { ...progress, summary });
  const running = run.phase !== 'ended';
  const cancel = async () => {
    const sure = await confirm({
      title: t('transfer.import.run.cancelTitle'),
      message: t('transfer.import.run.cancelText'),
      confirmLabel: t('transfer.import.run.cancelConfirm'),
      cancelLabel: t('transfer.import.run.cancelKeep'),
      danger: true,
    });
    if (sure) cancelImport();
  };
  return (
    <Stack gap="sm" maw={960}>
      <Text fw={500}>
        {t('transfer.import.run.what', { file: setup.file.name, target: setup.read.target.name })}
      </Text>
      {/* Striped while it runs but not animated: moving stripes repaint the bar on every frame,
          CPU a long import would take from the cluster it feeds when both share a machine. */}
      <Progress
        value={figures.percent}
        striped={running}
        size="lg"
        aria-label={t('transfer.import.run.progress')}
      />
      <Text size="sm" role="status">
        {t('transfer.import.run.documents', {
          sent: formatNumber(figures.sent),
          written: formatNumber(figures.written),
          rejected: formatNumber(figures.rejected),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('transfer.import.run.figures', {
          read: formatBytes(figures.bytesRead),
          total: formatBytes(figures.totalBytes),
          rate: formatNumber(Math.round(figures.documentsPerSecond)),
          speed: formatBytes(figures.bytesPerSecond),
          left:
            figures.leftMs === null
              ? t('transfer.import.run.leftUnknown')
              : formatDuration(figures.leftMs),
        })}
      </Text>
      {progress.busyRejections > 0 && (
        <Text size="sm" c="orange">
          {t('transfer.import.run.busy', {
            count: progress.busyRejections,
            concurrency: progress.concurrency,
          })}
        </Text>
      )}
      {run.phase === 'restoring' && <Text size="sm">{t('transfer.import.run.restoring')}</Text>}
      {run.phase === 'ended' ? (
        <ImportEndSummary run={run} figures={figures} />
      ) : (
        <Group gap="sm">
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={16} />}
            disabled={run.phase === 'restoring'}
            onClick={() => void cancel()}
          >
            {t('transfer.import.run.cancel')}
          </Button>
          <RejectsButton fileName={setup.file.name} count={run.rejectsCount} />
        </Group>
      )}
    </Stack>
  );
}
