// The shards screen's toolbar: heading and reload, health select, cancel relocation,
// the link to shard recovery, the index filter with its counts and the settings menu.
import { memo } from 'react';
import { ActionIcon, Anchor, Button, Group, Menu, Select, Switch, Title } from '@mantine/core';
import { IconSettings, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HealthFilter } from '../../api/operations/indices';
import { FilterInput } from '../../components/Filter/FilterInput';
import { FilterStateChip } from '../../components/Filter/FilterStateChip';
import { ReloadButton } from '../../components/ReloadButton/ReloadButton';
import { SHARD_FILTER_COLUMNS } from './gridColumns';

const HEALTHS: readonly HealthFilter[] = ['green', 'yellow', 'red'];

export interface ShardsToolbarProps {
  onReload: () => Promise<unknown>;
  loading: boolean;
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
  filter: string;
  onFilterChange: (filter: string) => void;
  matched: number;
  total: number;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
}

/** Memoised: paging the grid must not re-render the toolbar's menus and select. */
export const ShardsToolbar = memo(function ShardsToolbar(props: ShardsToolbarProps) {
  const { t } = useTranslation();
  const { filter, onFilterChange } = props;
  const healthOptions = HEALTHS.map((value) => ({ value, label: t(`shards.health.${value}`) }));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>{t('shards.title')}</Title>
        <ReloadButton onReload={props.onReload} loading={props.loading} />
        <Select
          size="xs"
          w={150}
          aria-label={t('shards.health.label')}
          placeholder={t('shards.health.placeholder')}
          data={healthOptions}
          value={props.health}
          onChange={(value) => props.onHealthChange((value as HealthFilter | null) ?? null)}
          clearable
          allowDeselect
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
        <Anchor component={Link} to={props.recoveryPath} size="sm">
          {t('shards.recoveryLink')}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="wrap">
        <FilterStateChip
          filter={filter}
          filtered={props.matched}
          total={props.total}
          onClear={() => onFilterChange('')}
        />
        <FilterInput value={filter} onChange={onFilterChange} columns={SHARD_FILTER_COLUMNS} />
        <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" aria-label={t('shards.settings.title')}>
              <IconSettings size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Switch
              m="xs"
              size="xs"
              label={t('shards.settings.showHidden')}
              checked={props.showHidden}
              onChange={(event) => props.onShowHiddenChange(event.currentTarget.checked)}
            />
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
});
