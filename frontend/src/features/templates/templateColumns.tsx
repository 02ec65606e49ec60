// Columns of the templates table by kind, named in the user's words: the name, led by the expand
// icon, then what tells templates of that kind apart (index templates: patterns, priority, the
// component templates they are composed of; legacy ones: patterns and order; all: the version);
// where templates can be written, their buttons (legacy templates: Delete only).
import type { TFunction } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import type { DataTableColumn } from '../../components/DataTable/types';
import {
  deleteAction,
  editAction,
  nameColumn,
  rowActionsColumn,
  type RowHandler,
} from '../../components/ListScreen/listCells';
import { actionWords, toggleLabel } from '../../components/ListScreen/listTexts';
import type { TemplateRow } from './templateRows';

export interface TemplateRowActions {
  /** null: the kind is not edited here (legacy templates). */
  onEdit: RowHandler<TemplateRow>;
  onDelete: (row: TemplateRow) => void;
}

type DetailColumn = 'indexPatterns' | 'priority' | 'composedOf' | 'order' | 'version';

/** The columns after the name, by kind: component templates have no index patterns. */
export const TEMPLATE_DETAIL_COLUMNS: Record<TemplateEndpoint, readonly DetailColumn[]> = {
  _index_template: ['indexPatterns', 'priority', 'composedOf', 'version'],
  _component_template: ['version'],
  _template: ['indexPatterns', 'order', 'version'],
};

/** `actions` null: no buttons (a cluster that takes no writes). */
export function templateColumns(
  t: TFunction,
  endpoint: TemplateEndpoint,
  isExpanded: (name: string) => boolean,
  actions: TemplateRowActions | null = null,
): DataTableColumn<TemplateRow>[] {
  const columns: DataTableColumn<TemplateRow>[] = [
    nameColumn({
      header: t('templates.columns.name'),
      name: (row) => row.name,
      isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'templates', open),
      plain: true,
    }),
    ...TEMPLATE_DETAIL_COLUMNS[endpoint].map((id): DataTableColumn<TemplateRow> => ({
      id,
      header: t(`templates.columns.${id}`),
      accessorFn: (row) => row[id],
    })),
  ];
  if (actions === null) return columns;
  return [
    ...columns,
    rowActionsColumn(t('templates.columns.actions'), (row) => [
      editAction(
        actionWords(t, 'templates.editor.edit', 'templates.editor.editFor', { name: row.name }),
        row,
        actions.onEdit,
      ),
      deleteAction(
        actionWords(t, 'templates.editor.delete', 'templates.editor.deleteFor', { name: row.name }),
        row,
        actions.onDelete,
      ),
    ]),
  ];
}
