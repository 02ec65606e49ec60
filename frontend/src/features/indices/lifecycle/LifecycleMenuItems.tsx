// The lifecycle items of an index row's menu and of the bulk menu (lifecycleMenu decides which).
// A bulk retry is sent for the selected indices whose step failed.
import { use } from 'react';
import { Menu } from '@mantine/core';
import {
  IconFileDescription,
  IconPlaylistAdd,
  IconPlaylistX,
  IconReplace,
  IconRotate,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
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
      color={action === 'remove' ? 'red' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {t(lifecycleActionLabel(environment.kind, action))}
    </Menu.Item>
  );
}

/** The lifecycle items of one index's menu, after a divider; nothing when none apply. */
export function LifecycleRowItems({ index }: { index: string }) {
  const environment = use(IndexLifecycleContext);
  if (!environment?.managed) return null;
  const { kind, managed, writes, onAction } = environment;
  const actions = rowLifecycleActions(kind, managed.get(index) ?? null, writes);
  if (actions.length === 0) return null;
  return (
    <>
      <Menu.Divider />
      {actions.map((action) => (
        <LifecycleItem key={action} action={action} onClick={() => onAction(action, [index])} />
      ))}
    </>
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
