// How an export ended: finished (its documents, size and time), cancelled (the cluster's read was
// closed), or failed with the cluster's reason, and then, on an engine with a point in time,
// Resume from the last page written, into a new file. Pages a shard failed to answer are named.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/locale';
import { isDeclined, openExportFile } from './exportSetup';
import { clearExport, resumeExport, type ExportRunState } from './exportStore';

type EndedRun = Extract<ExportRunState, { phase: 'ended' }>;

export function ExportEndSummary({ run }: { run: EndedRun }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const { end, progress } = run;
  const documents = formatNumber(progress.documents);
  const resume = async () => {
    setFailure(null);
    try {
      resumeExport(await openExportFile(run.setup, progress.documents));
    } catch (error) {
      if (!isDeclined(error)) setFailure(error);
    }
  };
  return (
    <Stack gap="sm">
      {end.status === 'done' && (
        <Alert color="green" title={t('transfer.export.end.done')} role="status">
          {t('transfer.export.end.doneText', {
            documents,
            bytes: formatBytes(progress.bytes),
            time: formatDuration(progress.now - progress.startedAt),
          })}
        </Alert>
      )}
      {end.status === 'cancelled' && (
        <Alert color="gray" title={t('transfer.export.end.cancelled')} role="status">
          {t('transfer.export.end.cancelledText', { documents })}
        </Alert>
      )}
      {end.status === 'failed' && (
        <>
          <Alert color="red" title={t('transfer.export.end.failed')}>
            {t('transfer.export.end.failedText', { documents })}
          </Alert>
          <ErrorReason error={end.error} />
          {run.resume === null && <Text size="sm">{t('transfer.export.end.noResume')}</Text>}
        </>
      )}
      {progress.failedShards > 0 && (
        <Alert color="yellow" title={t('transfer.export.end.shardsTitle')}>
          {t('transfer.export.end.shards', { failures: formatNumber(progress.failedShards) })}
        </Alert>
      )}
      <ErrorReason error={failure} />
      <Group gap="sm">
        {run.resume !== null && (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => void resume()}>
            {t('transfer.export.end.resume', { documents })}
          </Button>
        )}
        <Button variant="default" onClick={clearExport}>
          {t('transfer.export.end.again')}
        </Button>
      </Group>
    </Stack>
  );
}
