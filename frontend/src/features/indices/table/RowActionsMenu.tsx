// The settings dropdown of an index row: its items depend on the cluster's
// version and flavor and on the index status (indexGates). The common ones stay at the top level,
// with an open index's export and import links under them, the others sit in submenus
// (rowMenuLayout), the lifecycle ones in their own where a policy manages the index or may
// (lifecycle/LifecycleMenuItems). The menu itself is mounted on the
// first click (OnDemandMenu): a menu component per row would make every row of a long table slow
// to mount. An
// item the connected user lacks the privilege for (delete, close, open) stays in place, disabled,
// its tooltip naming the missing privilege.
import { use } from 'react';
import { Menu } from '@mantine/core';
import { IconAlertTriangle, IconDotsVertical, IconTool, IconTransform } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { OnDemandMenu } from '../../../components/OnDemandPopup/OnDemandMenu';
import { IconButton } from '../../../components/PlainControls/plainButtons';
import { usePrivilegeReason } from '../../../components/WriteAccess/usePrivilegeReason';
import { WriteMenuItem } from '../../../components/WriteAccess/WriteMenuItem';
import { indexNeed } from '../../../engine/writeNeeds';
import { rowActions, type RowAction } from '../actions/indexGates';
import { isOpen, type IndexRow } from './indexRows';
import { DANGEROUS_ROW_ACTIONS, ROW_ACTION_ICONS } from './rowActionIcons';
import { rowMenuLayout, type RowMenuGroup } from './rowMenuLayout';
import { TransferMenuItems } from './TransferMenuItems';
import { AliasesContext, useIndexRowEnvironment } from './tableContext';
import { LifecycleRowSubmenu, useRowLifecycleActions } from '../lifecycle/LifecycleMenuItems';
import classes from './RowActionsMenu.module.css';

const GROUP_ICONS = { maintenance: IconTool, reshape: IconTransform, danger: IconAlertTriangle };

// The menu fits a short window: it flips above its button or moves along, and never scrolls.
// Shifted along both axes: a menu taller than the room above and below the row (a short window,
// an alert above the table) stays within the viewport, over its button, rather than past its edge.
const MIDDLEWARES = { flip: true, shift: { crossAxis: true, padding: 8 } };

export function RowActionsMenu({ row }: { row: IndexRow }) {
  const { labels } = useIndexRowEnvironment();
  // No focus placeholder: a focusable element without a role is not allowed inside a menu.
  return (
    <OnDemandMenu
      position="bottom-end"
      withinPortal
      shadow="md"
      middlewares={MIDDLEWARES}
      withInitialFocusPlaceholder={false}
      target={
        <IconButton aria-label={labels.actions(row.index)}>
          <IconDotsVertical size={16} />
        </IconButton>
      }
    >
      <RowActionItems row={row} />
    </OnDemandMenu>
  );
}

/**
 * The row items that write without a dialog (at once, or after a question); the others open a
 * dialog, which reads first and judges its own write.
 */
const WRITING_ROW_ACTIONS: ReadonlySet<RowAction> = new Set([
  'delete',
  'close',
  'open',
  'refresh',
  'flush',
  'clearCache',
  'deleteByQuery',
]);

function RowActionItem({ action, row }: { action: RowAction; row: IndexRow }) {
  const { t } = useTranslation();
  const { onRowAction } = useIndexRowEnvironment();
  const reason = usePrivilegeReason(
    WRITING_ROW_ACTIONS.has(action) ? indexNeed(action, row.index) : null,
  );
  const Icon = ROW_ACTION_ICONS[action];
  return (
    <WriteMenuItem
      reason={reason}
      label={t(`indices.rowActions.${action}`)}
      leftSection={<Icon size={14} />}
      className={DANGEROUS_ROW_ACTIONS.has(action) ? classes.danger : undefined}
      onClick={() => onRowAction(action, row)}
    />
  );
}

function RowActionGroup({
  group,
  actions,
  row,
}: {
  group: RowMenuGroup;
  actions: RowAction[];
  row: IndexRow;
}) {
  const { t } = useTranslation();
  const Icon = GROUP_ICONS[group];
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item
          leftSection={<Icon size={14} />}
          className={group === 'danger' ? classes.danger : undefined}
        >
          {t(`indices.rowGroups.${group}`)}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        {actions.map((action) => (
          <RowActionItem key={action} action={action} row={row} />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

function RowActionItems({ row }: { row: IndexRow }) {
  const { gate } = useIndexRowEnvironment();
  const hasAliases = (use(AliasesContext)?.[row.index]?.length ?? 0) > 0;
  const lifecycle = useRowLifecycleActions(row.index);
  const { top, groups } = rowMenuLayout(rowActions(gate, isOpen(row), hasAliases));
  const safe = groups.filter(({ group }) => group !== 'danger');
  const danger = groups.find(({ group }) => group === 'danger');
  return (
    <>
      {top.map((action) => (
        <RowActionItem key={action} action={action} row={row} />
      ))}
      {isOpen(row) && (
        <>
          <Menu.Divider />
          <TransferMenuItems index={row.index} />
        </>
      )}
      {(safe.length > 0 || lifecycle.length > 0) && <Menu.Divider />}
      {safe.map(({ group, actions }) => (
        <RowActionGroup key={group} group={group} actions={actions} row={row} />
      ))}
      <LifecycleRowSubmenu index={row.index} actions={lifecycle} />
      {danger && (
        <>
          <Menu.Divider />
          <RowActionGroup group="danger" actions={danger.actions} row={row} />
        </>
      )}
    </>
  );
}
