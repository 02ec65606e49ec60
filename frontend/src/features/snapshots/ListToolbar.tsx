// The toolbar of the repositories and snapshots screens: heading, reload with auto-refresh,
// the name filter with its chip, and the screen's New button.
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../components/ScreenToolbar/ScreenToolbar';

export interface ListToolbarProps extends ListFilterProps, ListReloadProps {
  /** The heading; it may break anywhere, as it can hold a repository's name. */
  title: string;
  newLabel: string;
  onNew: () => void;
}

export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <ScreenToolbar
      title={props.title}
      breakTitle
      list={props}
      filterLabel={t('snapshots.filterByName')}
      end={
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={props.onNew}>
          {props.newLabel}
        </Button>
      }
    />
  );
}
