// The settings dropdown of an index row (data spec 2.2): its items depend on the cluster's
// version and flavor and on the index status (indexGates).
import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rowActions } from './indexGates';
import { isOpen, type IndexRow } from './indexRows';
import { DANGEROUS_ROW_ACTIONS, FIT_IN_VIEWPORT, ROW_ACTION_ICONS } from './rowActionIcons';
import { useIndexRowEnvironment } from './tableContext';

export function RowActionsMenu({ row }: { row: IndexRow }) {
  const { t } = useTranslation();
  const { gate, onRowAction } = useIndexRowEnvironment();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" middlewares={FIT_IN_VIEWPORT}>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('indices.row.actions', { index: row.index })}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown style={{ overflowY: 'auto' }}>
        {rowActions(gate, isOpen(row)).map((action) => {
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
      </Menu.Dropdown>
    </Menu>
  );
}
