// The cluster selection dropdown of the header (core spec 2.7).
import { useCallback, useState } from 'react';
import { Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Cluster } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { StatusDot } from '../../components/StatusDot/StatusDot';
import { AddClusterDialog } from './AddClusterDialog';
import { checkAllClusters } from './clusterHealth';
import { ClusterList } from './ClusterList';
import type { ClusterRow } from './clusterRows';
import { selectActiveCluster, selectActiveClusterIndex, selectClusters } from './connectionSlice';
import { EditClusterDialog } from './EditClusterDialog';
import { useClusterRowActions } from './useClusterRowActions';
import { VersionWarningIcon } from './VersionWarningIcon';

export function ClusterDropdown() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const clusters = useAppSelector(selectClusters);
  const activeIndex = useAppSelector(selectActiveClusterIndex);
  const active = useAppSelector(selectActiveCluster);
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ClusterRow | null>(null);
  const close = useCallback(() => setOpened(false), []);
  const { connect, remove } = useClusterRowActions(close);

  const toggle = () => {
    // Core spec 2.7: opening the list re-checks every saved cluster.
    if (!opened) void dispatch(checkAllClusters());
    setOpened(!opened);
  };
  const add = () => {
    setOpened(false);
    setAdding(true);
  };
  const edit = useCallback((row: ClusterRow) => {
    setOpened(false);
    setEditing(row);
  }, []);

  // The header shows only with an active cluster (core spec 2.2).
  if (!active) return null;
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        shadow="md"
        width="min(720px, calc(100vw - 2rem))"
        trapFocus
        hideDetached={false}
      >
        <Tooltip
          label={t('clusters.dropdown.tooltip', { name: active.name, uri: active.uri })}
          disabled={opened}
          withinPortal
        >
          <Popover.Target>
            <Button variant="default" onClick={toggle} rightSection={<IconChevronDown size={14} />} maw={280}>
              <ActiveClusterLabel cluster={active} />
            </Button>
          </Popover.Target>
        </Tooltip>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Group justify="flex-end">
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
                {t('clusters.list.addCluster')}
              </Button>
            </Group>
            <ClusterList clusters={clusters} activeIndex={activeIndex} onConnect={connect} onEdit={edit} onRemove={remove} />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <AddClusterDialog opened={adding} onClose={() => setAdding(false)} />
      <EditClusterDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Status dot (a spinner while checking), the end-of-life warning and the name. */
function ActiveClusterLabel({ cluster }: { cluster: Cluster }) {
  return (
    <Group gap={6} wrap="nowrap">
      <StatusDot status={cluster.status} loading={cluster.loading} />
      <VersionWarningIcon cluster={cluster} />
      <Text size="sm" truncate>
        {cluster.name}
      </Text>
    </Group>
  );
}
