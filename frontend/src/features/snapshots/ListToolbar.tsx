// The toolbar of the repositories and snapshots screens: heading, reload with auto-refresh,
// the name filter with its chip, and the screen's New button.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScreenToolbar } from '../../components/ScreenToolbar/ScreenToolbar';

export interface ListToolbarProps {
  /** The heading; it may break anywhere, as it can hold a repository's name. */
  title: string;
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
  return (
    <ScreenToolbar
      title={props.title}
      breakTitle
      onReload={props.onReload}
      loading={props.loading}
      filter={{
        value: props.filter,
        onChange: props.onFilterChange,
        matched: props.matched,
        total: props.total,
        label: t('snapshots.filterByName'),
      }}
      end={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={props.onNew}>
          {props.newLabel}
        </Button>
      }
    />
  );
}
