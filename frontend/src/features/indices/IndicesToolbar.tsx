// The indices screen's toolbar: heading, reload with auto-refresh, the link to
// the index templates, the filter with its chip, the settings menu and 'New index'.
import { ActionIcon, Anchor, Button, Group, Menu, Select, Switch, Title } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FilterInput } from '../../components/Filter/FilterInput';
import { FilterStateChip } from '../../components/Filter/FilterStateChip';
import { ReloadButton } from '../../components/ReloadButton/ReloadButton';
import { INDEX_FILTER_COLUMNS, INDEX_TEXT_COLUMNS, type IndexHealth } from './indexFilter';

const HEALTHS: readonly IndexHealth[] = ['green', 'yellow', 'red'];

export interface IndicesToolbarProps {
  onReload: () => Promise<unknown>;
  loading: boolean;
  /** No list has arrived yet. */
  firstLoad: boolean;
  /** The index templates screen; null hides the link (version check 5). */
  templatesPath: string | null;
  filter: string;
  onFilterChange: (filter: string) => void;
  health: IndexHealth | null;
  onHealthChange: (health: IndexHealth | null) => void;
  matched: number;
  total: number;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
  onNewIndex: () => void;
}

export function IndicesToolbar(props: IndicesToolbarProps) {
  const { t } = useTranslation();
  const { filter, onFilterChange } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>{t('indices.title')}</Title>
        <ReloadButton onReload={props.onReload} loading={props.loading} />
        {props.templatesPath && (
          <Anchor component={Link} to={props.templatesPath} size="sm">
            {t('indices.templatesLink')}
          </Anchor>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <FilterStateChip
          filter={filter}
          filtered={props.matched}
          total={props.total}
          loading={props.firstLoad}
          onClear={() => onFilterChange('')}
        />
        <Select
          size="xs"
          w={140}
          aria-label={t('indices.health.label')}
          placeholder={t('indices.health.placeholder')}
          data={HEALTHS.map((value) => ({ value, label: t(`indices.health.${value}`) }))}
          value={props.health}
          onChange={(value) => props.onHealthChange((value as IndexHealth | null) ?? null)}
          clearable
          allowDeselect
        />
        <FilterInput
          value={filter}
          onChange={onFilterChange}
          columns={INDEX_FILTER_COLUMNS}
          textColumns={INDEX_TEXT_COLUMNS}
        />
        <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" aria-label={t('indices.settings.title')}>
              <IconSettings size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Switch
              m="xs"
              size="xs"
              label={t('indices.settings.showHidden')}
              checked={props.showHidden}
              onChange={(event) => props.onShowHiddenChange(event.currentTarget.checked)}
            />
            <Switch
              m="xs"
              size="xs"
              label={t('components.tableSettings.stickyHeader')}
              checked={props.stickyHeader}
              onChange={(event) => props.onStickyHeaderChange(event.currentTarget.checked)}
            />
          </Menu.Dropdown>
        </Menu>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={props.onNewIndex}>
          {t('indices.newIndex.button')}
        </Button>
      </Group>
    </Group>
  );
}
