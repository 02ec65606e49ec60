// The words for how an import ended: finished (its documents and time), cancelled, stopped at the
// first rejected document (which one and why), paused because the cluster stopped answering,
// stopped because the target was removed, or failed: bytes of the file that do not decode (at
// their offset), or the cluster's reason.
import { Alert, Stack } from '@mantine/core';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { formatDuration } from '../../../lib/duration';
import { formatNumber } from '../../../lib/locale';
import { DecodeError } from '../../../lib/transfer/decode';
import type { ImportEnd } from '../../../engine/importRun';
import type { ImportRunState } from '../run/importController';
import type { ImportFigures } from './importFigures';
import { ENCODING_NAMES } from './ImportReadingFields';

/** An import that has ended, as the run controller gives it. */
export type EndedImport = Extract<ImportRunState, { phase: 'ended' }>;

const COLORS: Record<ImportEnd['status'], string> = {
  done: 'green',
  cancelled: 'gray',
  stopped: 'orange',
  unreachable: 'red',
  'target-missing': 'red',
  'target-recreated': 'red',
  failed: 'red',
};

function endText(t: TFunction, run: EndedImport, figures: ImportFigures): string {
  const { end, position } = run.outcome;
  const line = formatNumber(position.line);
  const target = run.setup.read.target.name;
  switch (end.status) {
    case 'done':
      return t('transfer.import.end.doneText', {
        written: formatNumber(figures.written),
        rejected: formatNumber(figures.rejected),
        time: formatDuration(figures.elapsedMs),
      });
    case 'cancelled':
      return t('transfer.import.end.cancelledText', { line, target });
    case 'stopped':
      return t('transfer.import.end.stoppedText', {
        line: formatNumber(end.reject.line),
        type: end.reject.type,
        reason: end.reject.reason,
      });
    case 'unreachable':
      return t('transfer.import.end.unreachableText', { line });
    case 'target-missing':
      return t('transfer.import.end.targetMissingText', { line, target });
    case 'target-recreated':
      return t('transfer.import.end.targetRecreatedText', { index: end.index });
    case 'failed':
      return t('transfer.import.end.failedText', { line });
  }
}

export function ImportEndAlert({ run, figures }: { run: EndedImport; figures: ImportFigures }) {
  const { t } = useTranslation();
  const { end } = run.outcome;
  const failure = end.status === 'failed' || end.status === 'unreachable' ? end.failure : null;
  const undecodable = failure?.error instanceof DecodeError ? failure.error : null;
  return (
    <Stack gap="xs">
      <Alert
        color={COLORS[end.status]}
        title={t(`transfer.import.end.${end.status}`)}
        role={end.status === 'done' || end.status === 'cancelled' ? 'status' : 'alert'}
      >
        {endText(t, run, figures)}
      </Alert>
      {undecodable ? (
        <Alert color="red" role="alert">
          {t('transfer.import.preview.decode', {
            offset: formatNumber(undecodable.offset),
            encoding: ENCODING_NAMES[undecodable.encoding],
          })}
        </Alert>
      ) : (
        failure && <ErrorReason error={failure.error} />
      )}
    </Stack>
  );
}
