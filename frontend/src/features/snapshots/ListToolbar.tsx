// The toolbar of the repositories and snapshots screens: heading, reload with auto-refresh,
// the name filter with its chip, and the screen's New button, which without writes stays in
// place, disabled, saying why.
import { useTranslation } from '../../i18n/translate';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../components/ScreenToolbar/ScreenToolbar';
import { CreateButton } from '../../components/ListScreen/CreateButton';

export interface ListToolbarProps extends ListFilterProps, ListReloadProps {
  /** The heading; it may break anywhere, as it can hold a repository's name. */
  title: string;
  newLabel: string;
  onNew: () => void;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
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
        <CreateButton
          label={props.newLabel}
          onClick={props.onNew}
          writeReason={props.writeReason}
        />
      }
    />
  );
}
