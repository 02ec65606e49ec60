// The settings dropdown of an index row: its items depend on the cluster's
// version and flavor and on the index status (indexGates), then the lifecycle items where a
// policy manages the index or may (lifecycle/LifecycleMenuItems). The menu itself is mounted on the
// first click: a menu component per row would make every row of a long table slow to mount.
import { use, useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { rowActions } from '../actions/indexGates';
import { isOpen, type IndexRow } from './indexRows';
import { DANGEROUS_ROW_ACTIONS, FIT_IN_VIEWPORT, ROW_ACTION_ICONS } from './rowActionIcons';
import { AliasesContext, useIndexRowEnvironment } from './tableContext';
import { LifecycleRowItems } from '../lifecycle/LifecycleMenuItems';

export function RowActionsMenu({ row }: { row: IndexRow }) {
  const { labels } = useIndexRowEnvironment();
  const [mounted, setMounted] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      aria-label={labels.actions(row.index)}
      onClick={mounted ? undefined : () => setMounted(true)}
    >
      <IconDotsVertical size={16} />
    </ActionIcon>
  );
  if (!mounted) return button;
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      middlewares={FIT_IN_VIEWPORT}
      defaultOpened
    >
      <Menu.Target>{button}</Menu.Target>
      <RowActionItems row={row} />
    </Menu>
  );
}

function RowActionItems({ row }: { row: IndexRow }) {
  const { t } = useTranslation();
  const { gate, onRowAction } = useIndexRowEnvironment();
  const hasAliases = (use(AliasesContext)?.[row.index]?.length ?? 0) > 0;
  return (
    <Menu.Dropdown style={{ overflowY: 'auto' }}>
      {rowActions(gate, isOpen(row), hasAliases).map((action) => {
        const Icon = ROW_ACTION_ICONS[action];
        return (
          <Menu.Item
            key={action}
            leftSection={<Icon size={14} />}
            color={DANGEROUS_ROW_ACTIONS.has(action) ? 'red' : undefined}
            onClick={() => onRowAction(action, row)}
          >
            {t(`indices.rowActions.${action}`)}
          </Menu.Item>
        );
      })}
      <LifecycleRowItems index={row.index} />
    </Menu.Dropdown>
  );
}
