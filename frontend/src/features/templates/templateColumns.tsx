// Columns of the templates table by kind, named in the user's words: the name, led by the expand
// icon, then what tells templates of that kind apart (index templates: patterns, priority, the
// component templates they are composed of; legacy ones: patterns and order; all: the version);
// where templates can be written, their buttons (legacy templates: Delete only).
import type { TFunction } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import type { DataTableColumn } from '../../components/DataTable/types';
import { RowActionBar } from '../../components/RowActions/RowActions';
import {
  actionsColumn,
  deleteAction,
  editAction,
  ExpandableName,
  type RowHandler,
} from '../../components/ListScreen/listCells';
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
    nameColumn(t, isExpanded),
    ...TEMPLATE_DETAIL_COLUMNS[endpoint].map((id): DataTableColumn<TemplateRow> => ({
      id,
      header: t(`templates.columns.${id}`),
      accessorFn: (row) => row[id],
    })),
  ];
  if (actions === null) return columns;
  return [
    ...columns,
    actionsColumn(t('templates.columns.actions'), (row) => (
      <TemplateActions row={row} actions={actions} t={t} />
    )),
  ];
}

function nameColumn(
  t: TFunction,
  isExpanded: (name: string) => boolean,
): DataTableColumn<TemplateRow> {
  return {
    id: 'name',
    header: t('templates.columns.name'),
    accessorFn: (row) => row.name,
    cell: ({ row }) => {
      const open = isExpanded(row.original.name);
      return (
        <ExpandableName open={open} label={t(open ? 'templates.collapse' : 'templates.expand')}>
          {row.original.name}
        </ExpandableName>
      );
    },
  };
}

function TemplateActions({
  row,
  actions,
  t,
}: {
  row: TemplateRow;
  actions: TemplateRowActions;
  t: TFunction;
}) {
  const { onEdit, onDelete } = actions;
  return (
    <RowActionBar
      actions={[
        editAction(
          {
            label: t('templates.editor.editFor', { name: row.name }),
            text: t('templates.editor.edit'),
          },
          row,
          onEdit,
        ),
        deleteAction(
          {
            label: t('templates.editor.deleteFor', { name: row.name }),
            text: t('templates.editor.delete'),
          },
          row,
          onDelete,
        ),
      ]}
    />
  );
}
