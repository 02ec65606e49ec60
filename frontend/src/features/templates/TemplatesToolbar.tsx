// The index templates toolbar: heading and reload, the endpoint selector, the
// filter with its chip and the settings menu.
import { ActionIcon, Group, Menu, SegmentedControl, Switch, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { FilterInput } from '../../components/Filter/FilterInput';
import { FilterStateChip } from '../../components/Filter/FilterStateChip';
import { ReloadButton } from '../../components/ReloadButton/ReloadButton';
import { TEMPLATE_FILTER_COLUMNS } from './templateRows';

export interface TemplatesToolbarProps {
  onReload: () => Promise<unknown>;
  loading: boolean;
  /** Endpoint choices; the selector shows only with more than one. */
  endpoints: readonly TemplateEndpoint[];
  endpoint: TemplateEndpoint;
  onEndpointChange: (endpoint: TemplateEndpoint) => void;
  filter: string;
  onFilterChange: (filter: string) => void;
  matched: number;
  total: number;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
}

export function TemplatesToolbar(props: TemplatesToolbarProps) {
  const { t } = useTranslation();
  const { filter, onFilterChange } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>{t('templates.title')}</Title>
        <ReloadButton onReload={props.onReload} loading={props.loading} />
        {props.endpoints.length > 1 && (
          <SegmentedControl
            size="xs"
            aria-label={t('templates.endpoint')}
            data={props.endpoints.map((value) => ({ value, label: value }))}
            value={props.endpoint}
            onChange={(value) => props.onEndpointChange(value as TemplateEndpoint)}
          />
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        <FilterStateChip
          filter={filter}
          filtered={props.matched}
          total={props.total}
          onClear={() => onFilterChange('')}
        />
        <FilterInput value={filter} onChange={onFilterChange} columns={TEMPLATE_FILTER_COLUMNS} />
        <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" aria-label={t('templates.settings')}>
              <IconSettings size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Switch
              m="xs"
              size="xs"
              label={t('templates.showHidden')}
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
      </Group>
    </Group>
  );
}
