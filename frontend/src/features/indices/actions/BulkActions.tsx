// The bulk-actions area under the indices table: a 'Bulk' dropdown over the
// selected indices (with the screen's extra items, the lifecycle ones, at its end) and the
// '{n} / {filtered} selected ({total} total)' line.
import type { ReactNode } from 'react';
import { Group, Menu, Text } from '@mantine/core';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { WriteMenuItem } from '../../../components/WriteAccess/WriteMenuItem';
import { OnDemandMenu } from '../../../components/OnDemandPopup/OnDemandMenu';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { SELECTION_REQUIRED, type BulkAction } from './indexGates';
import { DANGEROUS_ROW_ACTIONS, FIT_IN_VIEWPORT, ROW_ACTION_ICONS } from '../table/rowActionIcons';
import dangerClasses from '../table/RowActionsMenu.module.css';
import { PlainButton } from '../../../components/PlainControls/plainButtons';

interface BulkActionsProps {
  actions: readonly BulkAction[];
  selected: number;
  filtered: number;
  total: number;
  onRun: (action: BulkAction) => void;
  /** Why writes are not offered (null when they are); every bulk action writes. */
  writeReason: string | null;
  /** Why the user may not run `action` on the selection (a missing privilege); null: may. */
  reasonOf?: (action: BulkAction) => string | null;
  /** Menu items after the actions. */
  extraItems?: ReactNode;
}

export function BulkActions(props: BulkActionsProps) {
  const { t } = useTranslation();
  const { selected, filtered, total, writeReason } = props;
  const counts = t('indices.bulk.selected', { selected, filtered });
  const totalText = filtered === total ? '' : t('indices.bulk.total', { total });
  return (
    <Group gap="sm">
      {writeReason === null ? (
        <BulkMenu {...props} />
      ) : (
        <WriteButton
          size="xs"
          variant="default"
          rightSection={<IconChevronDown size={14} />}
          reason={writeReason}
          onClick={() => undefined}
        >
          {t('indices.bulk.label')}
        </WriteButton>
      )}
      <Text size="sm" c="dimmed">
        {counts}
        {totalText}
      </Text>
    </Group>
  );
}

function BulkMenu({ actions, selected, onRun, reasonOf, extraItems }: BulkActionsProps) {
  const { t } = useTranslation();
  return (
    <OnDemandMenu
      position="top-start"
      withinPortal
      shadow="md"
      middlewares={FIT_IN_VIEWPORT}
      dropdownProps={{ style: { overflowY: 'auto' } }}
      target={
        <PlainButton size="xs" rightSection={<IconChevronDown size={14} />}>
          {t('indices.bulk.label')}
        </PlainButton>
      }
    >
      <Menu.Label>
        {selected === 0
          ? t('indices.bulk.noneSelected')
          : t('indices.bulk.forSelected', { count: selected })}
      </Menu.Label>
      {actions.map((action) => {
        const Icon = ROW_ACTION_ICONS[action];
        return (
          <WriteMenuItem
            key={action}
            reason={reasonOf?.(action) ?? null}
            label={t(`indices.actions.${action}`)}
            leftSection={<Icon size={14} />}
            className={DANGEROUS_ROW_ACTIONS.has(action) ? dangerClasses.danger : undefined}
            disabled={selected === 0 && SELECTION_REQUIRED.has(action)}
            onClick={() => onRun(action)}
          />
        );
      })}
      {extraItems}
    </OnDemandMenu>
  );
}
