// The shard recovery toolbar: heading and reload, a link back to the shards, the
// index filter with its counts, the stage select and the sticky-header setting.
import { ActionIcon, Anchor, Group, Menu, Select, Switch, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilterInput } from '../../components/Filter/FilterInput';
import { FilterStateChip } from '../../components/Filter/FilterStateChip';
import { ReloadButton } from '../../components/ReloadButton/ReloadButton';
import { RECOVERY_FILTER_COLUMNS, RECOVERY_STAGES } from './recoveryRows';

interface RecoveryToolbarProps {
  onReload: () => Promise<unknown>;
  loading: boolean;
  shardsPath: string;
  filter: string;
  onFilterChange: (filter: string) => void;
  matched: number;
  total: number;
  stage: string | null;
  onStageChange: (stage: string | null) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
}

export function RecoveryToolbar(props: RecoveryToolbarProps) {
  const { t } = useTranslation();
  const { filter, onFilterChange } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>{t('shards.recovery.title')}</Title>
        <ReloadButton onReload={props.onReload} loading={props.loading} />
        <Anchor component={Link} to={props.shardsPath} size="sm">
          {t('shards.recovery.back')}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="wrap">
        <FilterStateChip
          filter={filter}
          filtered={props.matched}
          total={props.total}
          onClear={() => onFilterChange('')}
        />
        <FilterInput value={filter} onChange={onFilterChange} columns={RECOVERY_FILTER_COLUMNS} />
        <Select
          size="xs"
          w={160}
          aria-label={t('shards.recovery.stage.label')}
          placeholder={t('shards.recovery.stage.placeholder')}
          data={[...RECOVERY_STAGES]}
          value={props.stage}
          onChange={props.onStageChange}
          clearable
        />
        <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" aria-label={t('components.tableSettings.title')}>
              <IconSettings size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Switch
              m="xs"
              size="xs"
              label={t('components.tableSettings.stickyHeader')}
              checked={props.stickyHeader}
              onChange={(event) => props.onStickyHeaderChange(event.currentTarget.checked)}
            />
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
