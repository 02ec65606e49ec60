// The list frame both engines' mapping views share: the toolbar with the filter and New, the
// table with its rows' details, and below it the tester and the editor dialog.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import type { ListScreenState } from '../../../components/ListScreen/useListScreen';

interface MappingsListProps<Row> {
  list: ListScreenState<Row>;
  filterColumns: readonly string[];
  onCreate: () => void;
  columns: DataTableColumn<Row>[];
  details: (row: Row) => ReactNode;
  /** The tester and the editor dialog. */
  children: ReactNode;
}

export function MappingsList<Row>(props: MappingsListProps<Row>) {
  const { t } = useTranslation();
  const { list } = props;
  const title = t('security.mappings.title');
  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={title}
          list={list}
          filterColumns={props.filterColumns}
          create={{ label: t('security.mappings.create'), onClick: props.onCreate }}
        />
      }
      label={title}
      columns={props.columns}
      details={props.details}
      emptyText={list.failed || list.toolbar.total > 0 ? undefined : t('security.mappings.empty')}
    >
      {props.children}
    </ListScreen>
  );
}
