// Columns of the action groups table: the name with its marks (reserved, static, hidden), the
// type, the allowed actions as listed and the description. Cluster text is rendered as text only.
// Its buttons edit and delete the group, where writes are offered.
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { nameColumn, type EditableRowActions } from '../../../components/ListScreen/listCells';
import { editDeleteColumn, toggleLabel } from '../../../components/ListScreen/listTexts';
import type { ActionGroup } from '../../../engine/opensearchActionGroups';
import { EntryMarks } from './entryWrites';

export function actionGroupColumns(
  t: TFunction,
  actions: EditableRowActions<ActionGroup>,
): DataTableColumn<ActionGroup>[] {
  const header = (id: KeysUnder<'security.actionGroups.columns'>) =>
    t(`security.actionGroups.columns.${id}`);
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'security.actionGroups', open),
      after: (row) => <EntryMarks t={t} entry={row} />,
      plain: true,
    }),
    { id: 'type', header: header('type'), accessorFn: (row) => row.type },
    {
      id: 'allowedActions',
      header: header('allowedActions'),
      accessorFn: (row) => row.allowedActions.join(', '),
    },
    { id: 'description', header: header('description'), accessorFn: (row) => row.description },
    editDeleteColumn(
      t,
      header('actions'),
      'security.actionGroups',
      (row) => ({ name: row.name }),
      actions,
    ),
  ];
}
