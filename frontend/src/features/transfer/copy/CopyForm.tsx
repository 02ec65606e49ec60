// A copy's choices: the source index and query on this cluster, the destination cluster and
// index with the new index's mapping and settings (read from the source once its name stops
// changing, then the user's to edit), and how the copy goes. Start begins it; the destination's
// protection asks before the first write when it must.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { activeClusterTarget } from '../../../api/clusterApi';
import type { Cluster } from '../../../api/types';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { useTranslation } from '../../../i18n/translate';
import { useAppSelector } from '../../../store/hooks';
import { selectRuntimeConfig } from '../../../store/runtimeConfig';
import { sourceIndexBody } from './copyApi';
import { clusterTargetOf } from './copyClusters';
import { CopyDestinationFields } from './CopyDestinationFields';
import { CopyOptionsFields } from './CopyOptionsFields';
import { startCopy } from './copyRun';
import { copySetupOf, draftProblems, initialDraft, type CopyDraft } from './copySetup';
import { CopySourceFields } from './CopySourceFields';

/** The source's mapping is read once the index name stops changing for this long. */
const INDEX_SETTLE_MS = 400;

/** The cluster a copy goes to at first: this one, or the first that takes writes. */
function firstWritable(clusters: readonly Cluster[], active: number | null): number | null {
  const writable = (index: number) => clusters[index]?.protection !== 'read-only';
  if (active !== null && writable(active)) return active;
  const index = clusters.findIndex((_, at) => writable(at));
  return index === -1 ? null : index;
}

/** Reads the source's mapping and settings into the body while the user has not edited it. */
function useSourceBody(
  draft: CopyDraft,
  change: (changes: Partial<CopyDraft>) => void,
): 'reading' | 'failed' | 'ready' {
  const store = useStore();
  const [index] = useDebouncedValue(draft.index.trim(), INDEX_SETTLE_MS);
  /** The index whose mapping was last read, and whether it could be. */
  const [read, setRead] = useState<{ index: string; ok: boolean } | null>(null);
  const edited = draft.bodyEdited;
  useEffect(() => {
    const source = activeClusterTarget(store.getState());
    if (edited || index === '' || source === null) return;
    const abort = new AbortController();
    sourceIndexBody(source, index, abort.signal).then(
      (body) => {
        change({ bodyText: JSON.stringify(body, null, 2) });
        setRead({ index, ok: true });
      },
      () => {
        if (!abort.signal.aborted) setRead({ index, ok: false });
      },
    );
    return () => abort.abort();
    // `change` only merges into the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, edited, store]);
  if (edited || index === '') return 'ready';
  if (read?.index !== index) return 'reading';
  return read.ok ? 'ready' : 'failed';
}

export function CopyForm({ initialIndex }: { initialIndex: string }) {
  const { t } = useTranslation();
  const clusters = useAppSelector((state) => state.connection.clusters);
  const active = useAppSelector((state) => state.connection.activeClusterIndex);
  const server = useAppSelector(selectRuntimeConfig);
  const [draft, setDraft] = useState(() =>
    initialDraft(initialIndex, firstWritable(clusters, active)),
  );
  const [failure, setFailure] = useState<unknown>(null);
  const change = (changes: Partial<CopyDraft>) => setDraft((now) => ({ ...now, ...changes }));
  const body = useSourceBody(draft, change);
  const destination = draft.destination === null ? undefined : clusters[draft.destination];
  const problems = draftProblems(draft);
  const readOnly = destination?.protection === 'read-only';

  const source = active === null ? undefined : clusters[active];

  const start = () => {
    if (problems.length > 0 || !source || !destination || readOnly) return;
    setFailure(null);
    try {
      const copying = {
        source: clusterTargetOf(source),
        destination: clusterTargetOf(destination),
        server,
      };
      startCopy(copying, copySetupOf(draft));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <CopySourceFields draft={draft} onChange={change} />
      <CopyDestinationFields draft={draft} onChange={change} body={body} />
      <CopyOptionsFields draft={draft} onChange={change} />
      <Group gap="sm">
        <Button
          leftSection={<IconCopy size={16} />}
          disabled={problems.length > 0 || readOnly}
          onClick={start}
        >
          {t('transfer.copy.start')}
        </Button>
        {problems.length > 0 && (
          <Text size="sm" c="dimmed">
            {t(`transfer.copy.problem.${problems[0].field}`)}
          </Text>
        )}
      </Group>
      <ErrorReason error={failure} />
    </Stack>
  );
}
