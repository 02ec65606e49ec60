// The shards screen's toolbar: heading and reload, health select, cancel relocation,
// the link to shard recovery, the index filter with its counts and the settings menu.
import { memo, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { HealthFilter } from '../../../api/operations/indices';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../../components/ScreenToolbar/ScreenToolbar';
import { SettingsMenu } from '../../../components/ScreenToolbar/SettingsMenu';
import { ChoiceSelect } from '../../../components/ChoiceSelect/ChoiceSelect';
import { SHARD_FILTER_COLUMNS } from './gridColumns';
import { SmallLink } from '../../../components/PlainControls/plainLayout';

const HEALTHS: readonly HealthFilter[] = ['green', 'yellow', 'red'];

export interface ShardsToolbarProps extends ListFilterProps, ListReloadProps {
  health: HealthFilter | null;
  onHealthChange: (health: HealthFilter | null) => void;
  /**
   * Leaves relocation mode while a shard is selected: 'Cancel relocation' when the shard could
   * move somewhere, 'Deselect shard' when there is no other node (nothing to cancel).
   */
  onCancelRelocation: (() => void) | null;
  /** Whether the selected shard has a node to move to. */
  canRelocate: boolean;
  recoveryPath: string;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  /** The shard allocation entry (AllocationMenu). */
  allocation?: ReactNode;
}

/** Memoised: paging the grid must not re-render the toolbar's menus and select. */
export const ShardsToolbar = memo(function ShardsToolbar(props: ShardsToolbarProps) {
  const { t } = useTranslation();
  return (
    <ScreenToolbar
      title={t('shards.title')}
      list={props}
      start={
        <>
          <ChoiceSelect
            w={150}
            label={t('shards.health.label')}
            placeholder={t('shards.health.placeholder')}
            choices={HEALTHS}
            labelOf={(health) => t(`shards.health.${health}`)}
            value={props.health}
            onChange={props.onHealthChange}
          />
          {props.onCancelRelocation && (
            <Button
              size="xs"
              variant="light"
              color="yellow"
              leftSection={<IconX size={14} />}
              onClick={props.onCancelRelocation}
              title={t('shards.escLeaves')}
            >
              {props.canRelocate ? t('shards.cancelRelocation') : t('shards.deselectShard')}
            </Button>
          )}
          <SmallLink to={props.recoveryPath}>{t('shards.recoveryLink')}</SmallLink>
          {props.allocation}
        </>
      }
      filterColumns={SHARD_FILTER_COLUMNS}
      settings={
        <SettingsMenu
          label={t('shards.settings.title')}
          switches={[
            {
              label: t('shards.settings.showHidden'),
              checked: props.showHidden,
              onChange: props.onShowHiddenChange,
            },
          ]}
        />
      }
    />
  );
});
