// The cluster selection dropdown of the header.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { OnDemandPopover } from '../../../components/OnDemandPopup/OnDemandPopover';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { Cluster } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ClusterLabelBadge } from '../../../components/ClusterColor/ClusterLabelBadge';
import { selectNoDirectClusters } from '../../../store/runtimeConfig';
import { StatusDot } from '../../../components/StatusDot/StatusDot';
import { LabelTooltip } from '../../../components/HoverTooltip/LabelTooltip';
import { checkAllClusters } from '../connection/clusterHealth';
import type { ClusterRow } from './clusterRows';
import {
  selectActiveCluster,
  selectActiveClusterIndex,
  selectClusters,
} from '../connection/connectionSlice';
import { useClusterRowActions } from './useClusterRowActions';
import { VersionWarningIcon } from './VersionWarningIcon';

// The list (the shared table) and the dialogs load when first opened, which keeps them out of
// the JavaScript every page needs before its first paint.
const ClusterList = lazy(() => import('./ClusterList').then((m) => ({ default: m.ClusterList })));
const AddClusterDialog = lazy(() =>
  import('../form/AddClusterDialog').then((m) => ({ default: m.AddClusterDialog })),
);
const EditClusterDialog = lazy(() =>
  import('../form/EditClusterDialog').then((m) => ({ default: m.EditClusterDialog })),
);

interface ClusterDropdownProps {
  /** Shown at the top of the open menu: who the user is on the active cluster. */
  identity?: ReactNode;
}

export function ClusterDropdown({ identity }: ClusterDropdownProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const clusters = useAppSelector(selectClusters);
  const activeIndex = useAppSelector(selectActiveClusterIndex);
  const active = useAppSelector(selectActiveCluster);
  // Managed mode: only the server's clusters, none of the user's own.
  const managed = useAppSelector(selectNoDirectClusters);
  const [opened, setOpened] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ClusterRow | null>(null);
  const close = useCallback(() => setOpened(false), []);

  const toggle = () => {
    // Opening the list re-checks every saved cluster.
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

  // The header shows only with an active cluster.
  if (!active) return null;
  return (
    <>
      <OnDemandPopover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        shadow="md"
        width="min(720px, calc(100vw - 2rem))"
        trapFocus
        hideDetached={false}
        frame={(target) => (
          <LabelTooltip
            label={t('clusters.dropdown.tooltip', { name: active.name, uri: active.uri })}
            disabled={opened}
          >
            {target}
          </LabelTooltip>
        )}
        target={
          <Button
            variant="default"
            onClick={toggle}
            rightSection={<IconChevronDown size={14} />}
            maw={280}
          >
            <ActiveClusterLabel cluster={active} />
          </Button>
        }
      >
        <Stack gap="sm">
          {opened && identity}
          {!managed && (
            <Group justify="flex-end">
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
                {t('clusters.list.addCluster')}
              </Button>
            </Group>
          )}
          {opened && (
            <Suspense fallback={<Loader size="sm" mx="auto" />}>
              <OpenClusterList
                clusters={clusters}
                activeIndex={activeIndex}
                close={close}
                onEdit={edit}
              />
            </Suspense>
          )}
        </Stack>
      </OnDemandPopover>
      <Suspense fallback={null}>
        {adding && !managed && <AddClusterDialog opened onClose={() => setAdding(false)} />}
        {editing && <EditClusterDialog editing={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}

interface OpenClusterListProps {
  clusters: Cluster[];
  activeIndex: number | null;
  close: () => void;
  onEdit: (row: ClusterRow) => void;
}

/**
 * The open menu's list. Its row actions read the address (a switch keeps the screen): here, and
 * not in the menu, so that the menu and its button do not render again at every change of screen.
 */
function OpenClusterList({ clusters, activeIndex, close, onEdit }: OpenClusterListProps) {
  const { connect, remove } = useClusterRowActions(close);
  return (
    <ClusterList
      clusters={clusters}
      activeIndex={activeIndex}
      onConnect={connect}
      onEdit={onEdit}
      onRemove={remove}
    />
  );
}

/**
 * Status dot (a spinner while checking), the end-of-life warning, the name and the cluster's
 * label in its colour.
 */
function ActiveClusterLabel({ cluster }: { cluster: Cluster }) {
  return (
    <Group gap={6} wrap="nowrap">
      <StatusDot status={cluster.status} loading={cluster.loading} />
      <VersionWarningIcon cluster={cluster} />
      <Text size="sm" truncate>
        {cluster.name}
      </Text>
      <ClusterLabelBadge cluster={cluster} />
    </Group>
  );
}
