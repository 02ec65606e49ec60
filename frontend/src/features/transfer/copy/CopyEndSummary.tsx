// How a copy ended and what it did: finished, cancelled, paused because the destination stopped
// answering, stopped because the destination index was removed, or failed on either side with
// the cluster's reason; the documents written and refused, the rejects file (kept in memory,
// downloadable), Go on from the last page written where the source has a point in time, and a
// new copy.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlayerPlay } from '@tabler/icons-react';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../../i18n/translate';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/locale';
import { downloadBlob } from '../files/fileSink';
import { clearCopy, copyRejectsBlob, resumeCopy } from './copyRun';
import type { CopyEnd, CopyRunState } from './copyRunState';
import { copyFigures } from './copyFigures';

type EndedCopy = Extract<CopyRunState, { phase: 'ended' }>;

/** Green when every document was read, grey when the user stopped it, red otherwise. */
const colorOf = (end: CopyEnd) =>
  end.status === 'done' ? 'green' : end.status === 'cancelled' ? 'gray' : 'red';

export function CopyEndSummary({ run }: { run: EndedCopy }) {
  const { t } = useTranslation();
  const { end, progress, setup, resume } = run;
  const { counts } = progress.summary;
  const failure = 'failure' in end ? end.failure : null;
  const values = {
    written: formatNumber(counts.created + counts.updated),
    existing: formatNumber(counts.existing),
    rejected: formatNumber(counts.rejected),
    time: formatDuration(copyFigures(progress).elapsedMs),
    target: setup.target.name,
    documents: formatNumber(resume?.documents ?? 0),
  };
  return (
    <Stack gap="sm">
      <Alert
        color={colorOf(end)}
        title={t(`transfer.copy.end.${end.status}`)}
        role={end.status === 'done' || end.status === 'cancelled' ? 'status' : 'alert'}
      >
        {t('transfer.copy.end.counts', values)}
        {counts.existing > 0 && ` ${t('transfer.copy.end.existing', values)}`}
        {resume !== null && ` ${t('transfer.copy.end.resumable', values)}`}
      </Alert>
      {failure && <ErrorReason error={failure.error} />}
      <Group gap="sm">
        {resume !== null && (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={resumeCopy}>
            {t('transfer.copy.end.resume')}
          </Button>
        )}
        {run.rejectsCount > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => downloadBlob(copyRejectsBlob(), `${setup.target.name}.rejects.ndjson`)}
          >
            {t('transfer.copy.end.rejects', {
              count: run.rejectsCount,
              shown: formatNumber(run.rejectsCount),
            })}
          </Button>
        )}
        <Button variant="default" onClick={clearCopy}>
          {t('transfer.copy.end.again')}
        </Button>
      </Group>
    </Stack>
  );
}
