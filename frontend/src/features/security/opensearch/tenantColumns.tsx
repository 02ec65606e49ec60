// Columns of the tenants table: the name with its marks (reserved, static, hidden) and the
// description, as text only. Its buttons edit and delete the tenant, where writes are offered.
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { nameColumn, type EditableRowActions } from '../../../components/ListScreen/listCells';
import { editDeleteColumn, toggleLabel } from '../../../components/ListScreen/listTexts';
import type { Tenant } from '../../../engine/opensearchTenants';
import { EntryMarks } from './entryWrites';

export function tenantColumns(
  t: TFunction,
  actions: EditableRowActions<Tenant>,
): DataTableColumn<Tenant>[] {
  const header = (id: KeysUnder<'security.tenants.columns'>) => t(`security.tenants.columns.${id}`);
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'security.tenants', open),
      after: (row) => <EntryMarks t={t} entry={row} />,
      plain: true,
    }),
    { id: 'description', header: header('description'), accessorFn: (row) => row.description },
    editDeleteColumn(
      t,
      header('actions'),
      'security.tenants',
      (row) => ({ name: row.name }),
      actions,
    ),
  ];
}
