// The copies from this cluster that stopped before their end, as the browser kept them (a closed
// tab, a crash, a failure on either side, a cancel): each offered to go on from its last page
// written, into the same index on the same destination cluster and read as it was read then, or
// to be discarded. A copy whose destination is no longer in the list of clusters, or takes no
// writes now, can only be discarded.
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Cluster } from '../../../api/types';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../../i18n/translate';
import { formatNumber } from '../../../lib/locale';
import { useActiveCluster, useAppSelector } from '../../../store/hooks';
import { selectRuntimeConfig } from '../../../store/runtimeConfig';
import { settledValue, useSettled } from '../import/useSettled';
import { copyKey, type CopyCheckpoint } from './copyCheckpoint';
import { deleteCopyCheckpoint, listCopyCheckpoints } from './copyCheckpointStore';
import { clusterTargetOf, copyClusterKey, savedDestination } from './copyClusters';
import { resumeSavedCopy } from './copyRun';

export function CopyResumeOffers() {
  const source = useActiveCluster();
  const key = source && copyClusterKey(source);
  const asked = useMemo(() => (key ? listCopyCheckpoints(key) : null), [key]);
  const saved = settledValue(useSettled(asked));
  const [discarded, setDiscarded] = useState<readonly CopyCheckpoint[]>([]);
  if (!source || !key || !saved) return null;
  const discard = (checkpoint: CopyCheckpoint) => {
    setDiscarded((now) => [...now, checkpoint]);
    void deleteCopyCheckpoint(copyKey(key, checkpoint)).catch(() => undefined);
  };
  return saved
    .filter((checkpoint) => !discarded.includes(checkpoint))
    .map((checkpoint) => (
      <SavedCopy
        key={copyKey(key, checkpoint).join('\n')}
        source={source}
        checkpoint={checkpoint}
        onDiscard={() => discard(checkpoint)}
      />
    ));
}

interface SavedCopyProps {
  source: Cluster;
  checkpoint: CopyCheckpoint;
  onDiscard: () => void;
}

function SavedCopy({ source, checkpoint, onDiscard }: SavedCopyProps) {
  const { t } = useTranslation();
  const clusters = useAppSelector((state) => state.connection.clusters);
  const server = useAppSelector(selectRuntimeConfig);
  const [failure, setFailure] = useState<unknown>(null);
  const destination = savedDestination(clusters, checkpoint.destination);
  const problem =
    destination === null ? 'missing' : destination.protection === 'read-only' ? 'readOnly' : null;
  const { setup, resume, counts } = checkpoint;
  const cluster = destination?.name ?? checkpoint.destination.name;
  const goOn = () => {
    if (!destination || problem) return;
    setFailure(null);
    try {
      const copying = {
        source: clusterTargetOf(source),
        destination: clusterTargetOf(destination),
        server,
      };
      resumeSavedCopy(copying, checkpoint);
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Alert color="blue" title={t('transfer.copy.saved.title')} maw={960}>
      <Stack gap="xs">
        <Text size="sm">
          {t('transfer.copy.saved.text', {
            index: setup.index,
            target: setup.target.name,
            cluster,
            documents: formatNumber(resume.documents),
            written: formatNumber(counts.created + counts.updated),
            rejected: formatNumber(counts.rejected),
          })}
        </Text>
        {problem && (
          <Text size="sm" c="red">
            {t(`transfer.copy.saved.${problem}`, { cluster })}
          </Text>
        )}
        <Group gap="sm">
          {!problem && (
            <Button leftSection={<IconPlayerPlay size={16} />} onClick={goOn}>
              {t('transfer.copy.end.resume')}
            </Button>
          )}
          <Button variant="default" onClick={onDiscard}>
            {t('transfer.copy.saved.discard')}
          </Button>
        </Group>
        <ErrorReason error={failure} />
      </Stack>
    </Alert>
  );
}
