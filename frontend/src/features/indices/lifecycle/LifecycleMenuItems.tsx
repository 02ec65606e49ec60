// The lifecycle items of an index row's menu, a submenu there, and of the bulk menu (lifecycleMenu
// decides which).
// A bulk retry is sent for the selected indices whose step failed.
import { use } from 'react';
import { Menu } from '@mantine/core';
import {
  IconFileDescription,
  IconHourglass,
  IconPlaylistAdd,
  IconPlaylistX,
  IconReplace,
  IconRotate,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import dangerClasses from '../table/RowActionsMenu.module.css';
import { IndexLifecycleContext } from './lifecycleContext';
import {
  bulkLifecycleActions,
  failedOf,
  lifecycleActionLabel,
  needsSelection,
  rowLifecycleActions,
  type LifecycleAction,
} from './lifecycleMenu';

const ICONS: Record<LifecycleAction, Icon> = {
  explain: IconFileDescription,
  retry: IconRotate,
  remove: IconPlaylistX,
  ismAdd: IconPlaylistAdd,
  ismChange: IconReplace,
};

interface ItemProps {
  action: LifecycleAction;
  onClick: () => void;
  disabled?: boolean;
}

function LifecycleItem({ action, onClick, disabled }: ItemProps) {
  const { t } = useTranslation();
  const environment = use(IndexLifecycleContext);
  const Icon = ICONS[action];
  if (!environment) return null;
  return (
    <Menu.Item
      leftSection={<Icon size={14} />}
      className={action === 'remove' ? dangerClasses.danger : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {t(lifecycleActionLabel(environment.kind, action))}
    </Menu.Item>
  );
}

/** The lifecycle items of one index's menu; none when no policy manages it or may. */
export function useRowLifecycleActions(index: string): LifecycleAction[] {
  const environment = use(IndexLifecycleContext);
  if (!environment?.managed) return [];
  const { kind, managed, writes } = environment;
  return rowLifecycleActions(kind, managed.get(index) ?? null, writes);
}

/** The lifecycle submenu of one index's menu, with `actions` (useRowLifecycleActions). */
export function LifecycleRowSubmenu({
  index,
  actions,
}: {
  index: string;
  actions: readonly LifecycleAction[];
}) {
  const { t } = useTranslation();
  const environment = use(IndexLifecycleContext);
  if (!environment || actions.length === 0) return null;
  return (
    <Menu.Sub>
      <Menu.Sub.Target>
        <Menu.Sub.Item leftSection={<IconHourglass size={14} />}>
          {t('indices.lifecycle.bulkLabel')}
        </Menu.Sub.Item>
      </Menu.Sub.Target>
      <Menu.Sub.Dropdown>
        {actions.map((action) => (
          <LifecycleItem
            key={action}
            action={action}
            onClick={() => environment.onAction(action, [index])}
          />
        ))}
      </Menu.Sub.Dropdown>
    </Menu.Sub>
  );
}

/** The lifecycle items of the bulk menu over `selected`, after a divider. */
export function LifecycleBulkItems({ selected }: { selected: readonly string[] }) {
  const { t } = useTranslation();
  const environment = use(IndexLifecycleContext);
  if (!environment?.writes || !environment.managed) return null;
  const { kind, managed, onAction } = environment;
  const failed = failedOf(selected, managed);
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t('indices.lifecycle.bulkLabel')}</Menu.Label>
      {bulkLifecycleActions(kind).map((action) => {
        const indices = action === 'retry' ? failed : [...selected];
        const disabled = needsSelection(action) && indices.length === 0;
        return (
          <LifecycleItem
            key={action}
            action={action}
            disabled={disabled}
            onClick={() => onAction(action, indices)}
          />
        );
      })}
    </>
  );
}
