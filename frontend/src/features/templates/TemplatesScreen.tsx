// The index templates screen: templates of the kind chosen (kept in the address) in the shared
// table, with that kind's columns, filtered, with hidden templates on request; a row opens to
// show its JSON. A failed listing leaves the table empty under a notice saying why. Component and
// composable templates can be created, edited and deleted, legacy ones deleted, under a note that
// they are deprecated (useTemplateEditing); a read-only cluster's rows offer no writes.
import { useMemo, useState } from 'react';
import { useListAccess } from '../../store/useWriteAccess';
import { useTranslation } from '../../i18n/translate';
import { useScreenQuery } from '../../api/screenQuery';
import { ListScreen } from '../../components/ListScreen/ListScreen';
import { useListScreen } from '../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import { templateColumns } from './templateColumns';
import { matchesTemplateFilter, visibleTemplates } from './templateFilter';
import { TemplateJson } from './TemplateJson';
import type { TemplateRow } from './templateRows';
import { TEMPLATE_LIST } from './templatesApi';
import { TemplatesToolbar } from './TemplatesToolbar';
import { useTemplatesView } from './useTemplatesView';
import { TemplateEditing, useTemplateEditing } from './TemplateEditing';
import { LegacyTemplatesNote } from './LegacyTemplatesNote';
import { useTemplateKind } from './useTemplateKind';

export { TEMPLATES_DATA } from './templatesApi';

const NO_ROWS: TemplateRow[] = [];
const rowKey = (row: TemplateRow) => row.name;
const details = (row: TemplateRow) => <TemplateJson row={row} />;

export function TemplatesScreen() {
  const { t } = useTranslation();
  const access = useListAccess();
  const view = useTemplatesView();
  const { endpoint, choices, choose } = useTemplateKind();
  const query = useScreenQuery(TEMPLATE_LIST, endpoint);
  const rows = useMemo(
    () => visibleTemplates(query.data ?? NO_ROWS, view.showHidden),
    [query.data, view.showHidden],
  );
  const list = useListScreen({
    need: WRITE_NEEDS.templates,
    access,
    query,
    rows,
    rowKey,
    matches: matchesTemplateFilter,
    filter: { value: view.filter, onChange: view.setFilter },
  });
  // Rows of another kind may share a name: a kind shown afresh starts with every row closed.
  const [shown, setShown] = useState(endpoint);
  if (shown !== endpoint) {
    setShown(endpoint);
    list.collapseAll();
  }
  const editing = useTemplateEditing(endpoint);
  const { isExpanded } = list;
  const columns = useMemo(
    () => templateColumns(t, endpoint, isExpanded, editing.rowActions),
    [t, endpoint, isExpanded, editing.rowActions],
  );
  const table = useMemo(
    () => ({ ...view.tableProps, resizePanel: 'indexTemplatesTable' as const }),
    [view.tableProps],
  );

  return (
    <ListScreen
      list={list}
      toolbar={
        <TemplatesToolbar
          {...list.toolbar}
          endpoints={choices}
          endpoint={endpoint}
          onEndpointChange={choose}
          showHidden={view.showHidden}
          onShowHiddenChange={view.setShowHidden}
          stickyHeader={view.stickyHeader}
          onStickyHeaderChange={view.setStickyHeader}
          end={editing.newButton}
        />
      }
      notice={
        endpoint === '_template' && choices.includes('_index_template') && <LegacyTemplatesNote />
      }
      label={t('templates.title')}
      columns={columns}
      details={details}
      emptyText={t('templates.empty')}
      table={table}
    >
      <TemplateEditing endpoint={endpoint} editing={editing} />
    </ListScreen>
  );
}
