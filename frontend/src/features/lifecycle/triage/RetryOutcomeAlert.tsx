// The report of the last retry, kept above the groups until closed (the group it came from may
// be gone once the list reloads): how many indices were retried, and every index that was not,
// by name with the cluster's reason — refused in a 200 answer, or in a request that failed.
import { Alert, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { retriedAll } from './retryReport';
import type { RetryOutcome } from './useRetryFailed';
import { WRAP } from '../../../components/RequestPreview/wrap';

interface RetryOutcomeAlertProps {
  outcome: RetryOutcome;
  onClose: () => void;
}

export function RetryOutcomeAlert({ outcome, onClose }: RetryOutcomeAlertProps) {
  const { t } = useTranslation();
  const closing = {
    withCloseButton: true,
    closeButtonLabel: t('lifecycle.triage.outcome.close'),
    onClose,
  };
  if (outcome.report === null) {
    return (
      <Alert color="red" role="alert" {...closing}>
        <Text size="sm" style={WRAP}>
          {t('lifecycle.triage.outcome.error', { reason: outcome.error })}
        </Text>
      </Alert>
    );
  }
  const report = outcome.report;
  const complete = retriedAll(report);
  return (
    <Alert
      color={complete ? 'green' : 'yellow'}
      role={complete ? 'status' : 'alert'}
      title={t('lifecycle.triage.outcome.retried', {
        count: report.requested,
        retried: report.retried,
      })}
      {...closing}
    >
      <Stack gap="xs">
        {report.settled.length > 0 && (
          <Text size="sm" style={WRAP}>
            {t('lifecycle.triage.outcome.settled', {
              count: report.settled.length,
              names: report.settled.slice(0, 10).join(', '),
            })}
          </Text>
        )}
        {report.refused.length > 0 && (
          <List size="sm" spacing={2}>
            {report.refused.map(({ index, reason }) => (
              <List.Item key={index} style={WRAP}>
                {reason === null
                  ? t('lifecycle.triage.outcome.refusedNoReason', { index })
                  : t('lifecycle.triage.outcome.refused', { index, reason })}
              </List.Item>
            ))}
          </List>
        )}
        {report.failed.map((request) => (
          <Stack key={request.indices[0]} gap={2}>
            <Text size="sm" style={WRAP}>
              {t('lifecycle.triage.outcome.failed', {
                count: request.indices.length,
                reason: request.reason,
              })}
            </Text>
            <Text size="xs" ff="monospace" style={WRAP}>
              {request.indices.join(', ')}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
