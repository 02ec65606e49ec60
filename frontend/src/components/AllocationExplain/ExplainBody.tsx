// The explanation dialog's content, loaded with the dialog: the explain call for one shard copy,
// its answer read for a person, and the retry when the cluster gave up on the shard.
import { Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import type { ShardCopy } from '../../api/operations/allocation';
import { useAllocationExplainQuery } from './allocationApi';
import { ErrorReason } from '../ErrorReason/ErrorReason';
import { ExplanationView } from './ExplanationView';
import { RetryFailedButton } from './RetryFailedButton';

export interface ExplainBodyProps {
  copy: ShardCopy;
  writeReason: string | null;
  engine: string;
}

export default function ExplainBody({ copy, writeReason, engine }: ExplainBodyProps) {
  const { t } = useTranslation();
  const query = useAllocationExplainQuery(copy, { refetchOnMountOrArgChange: true });
  if (query.isLoading) return <Loader size="sm" aria-label={t('components.allocation.loading')} />;
  if (query.error) return <ErrorReason error={query.error} refused />;
  if (!query.data) return null;
  return (
    <Stack gap="md">
      {query.data.maxRetriesExceeded && (
        <Group>
          <RetryFailedButton writeReason={writeReason} engine={engine} />
        </Group>
      )}
      <ExplanationView explanation={query.data} />
    </Stack>
  );
}
