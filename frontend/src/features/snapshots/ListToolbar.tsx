// The toolbar of the repositories and snapshots screens: heading, reload with auto-refresh,
// the name filter with its chip, and the screen's New button.
import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterInput } from '../../components/Filter/FilterInput';
import { FilterStateChip } from '../../components/Filter/FilterStateChip';
import { ReloadButton } from '../../components/ReloadButton/ReloadButton';

export interface ListToolbarProps {
  title: ReactNode;
  onReload: () => Promise<unknown>;
  loading: boolean;
  filter: string;
  onFilterChange: (filter: string) => void;
  matched: number;
  total: number;
  newLabel: string;
  onNew: () => void;
}

export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { filter, onFilterChange } = props;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        {props.title}
        <ReloadButton onReload={props.onReload} loading={props.loading} />
      </Group>
      <Group gap="sm" wrap="wrap">
        <FilterStateChip
          filter={filter}
          filtered={props.matched}
          total={props.total}
          onClear={() => onFilterChange('')}
        />
        <FilterInput value={filter} onChange={onFilterChange} label={t('snapshots.filterByName')} />
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={props.onNew}>
          {props.newLabel}
        </Button>
      </Group>
    </Group>
  );
}

export function ScreenTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} style={{ wordBreak: 'break-word' }}>
      {children}
    </Title>
  );
}
