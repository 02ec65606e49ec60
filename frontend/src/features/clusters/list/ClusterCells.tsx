// Cells of the cluster list. Cluster names and versions are rendered as text.
import type { MouseEvent, ReactNode } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { ClusterLabelBadge } from '../../../components/ClusterColor/ClusterLabelBadge';
import { CopyButton } from '../../../components/CopyButton/CopyButton';
import { StatusDot } from '../../../components/StatusDot/StatusDot';
import type { ClusterRow } from './clusterRows';
import { VersionWarningIcon } from './VersionWarningIcon';

/** Buttons inside a row must not also trigger the row's click (which connects). */
function stopRowClick(event: MouseEvent) {
  event.stopPropagation();
}

export function ClusterCell({ row }: { row: ClusterRow }) {
  const { t } = useTranslation();
  const { cluster, active } = row;
  return (
    <Group gap="xs" wrap="nowrap">
      <StatusDot status={cluster.status} loading={cluster.loading} />
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {cluster.name}
          </Text>
          <ClusterLabelBadge cluster={cluster} />
          {active && (
            <Badge size="xs" variant="light">
              {t('clusters.list.active')}
            </Badge>
          )}
        </Group>
        {cluster.clusterName && (
          <Text size="xs" c="dimmed">
            {cluster.clusterName}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function UriCell({ row }: { row: ClusterRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {row.cluster.uri}
      </Text>
      {/* Only the copy button keeps its click; the rest of the cell connects like the row. */}
      <span onClick={stopRowClick} style={{ display: 'inline-flex' }}>
        <CopyButton
          value={row.cluster.uri}
          iconOnly
          variant="subtle"
          label={t('clusters.list.copyUri')}
        />
      </span>
    </Group>
  );
}

export function VersionCell({ row }: { row: ClusterRow }) {
  const { t } = useTranslation();
  const { cluster } = row;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{cluster.version}</Text>
      {cluster.flavor === 'serverless' && (
        <Badge size="xs" variant="outline">
          {t('clusters.list.serverless')}
        </Badge>
      )}
      <VersionWarningIcon cluster={cluster} />
    </Group>
  );
}

export interface RowActions {
  onEdit: (row: ClusterRow) => void;
  onRemove: (row: ClusterRow) => void;
}

export function ActionsCell({ row, onEdit, onRemove }: { row: ClusterRow } & RowActions) {
  const { t } = useTranslation();
  const locked = row.cluster.predefined;
  const lockedText = (
    <>
      <Text size="xs">{t('clusters.list.predefinedFrom', { uri: row.cluster.uri })}</Text>
      <Text size="xs">{t('clusters.list.predefinedMessage')}</Text>
    </>
  );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowAction
        label={t('clusters.list.edit')}
        locked={locked && lockedText}
        onClick={() => onEdit(row)}
      >
        <IconPencil size={16} />
      </RowAction>
      <RowAction
        label={t('clusters.list.remove')}
        locked={locked && lockedText}
        color="red"
        onClick={() => onRemove(row)}
      >
        <IconTrash size={16} />
      </RowAction>
    </Group>
  );
}

interface RowActionProps {
  label: string;
  /** The tooltip of a locked (predefined) cluster; false when the action is allowed. */
  locked: ReactNode | false;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A locked action stays focusable and hoverable (aria-disabled rather than disabled), so its
 * tooltip can say why it is locked.
 */
function RowAction({ label, locked, color, onClick, children }: RowActionProps) {
  return (
    <Tooltip
      label={locked || label}
      multiline={Boolean(locked)}
      w={locked ? 300 : undefined}
      withinPortal
    >
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-disabled={locked ? true : undefined}
        data-disabled={locked ? true : undefined}
        onClick={(event: MouseEvent) => {
          // A locked button does nothing, and neither connects like the rest of the row.
          stopRowClick(event);
          if (!locked) onClick();
        }}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
