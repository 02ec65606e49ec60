// Columns of the role mapping tables. Cluster text is rendered as text only. Elasticsearch: the
// mapping's name (disabled and not-understood mappings marked), its roles and role templates, and
// its rules in one line. OpenSearch: the role, its users, backend roles, hosts and
// and_backend_roles (reserved, static and hidden mappings marked). A row opens to the mapping as
// the engine sent it; its buttons edit and delete it, where writes are offered and the engine
// lets the mapping change.
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import {
  deleteAction,
  editAction,
  nameColumn,
  rowActionsColumn,
  type EditableRowActions,
} from '../../../components/ListScreen/listCells';
import {
  actionWords,
  editDeleteColumn,
  toggleLabel,
} from '../../../components/ListScreen/listTexts';
import type { OpensearchMappingRow } from '../../../api/operations/securityMappings';
import type { RoleMappingRow } from '../../../engine/roleMappings';
import { Marks } from '../Marks';
import { ruleSummary, type SummaryWords } from './ruleSummary';

const header = (t: TFunction, id: KeysUnder<'security.mappings.columns'>) =>
  t(`security.mappings.columns.${id}`);

export const summaryWords = (t: TFunction): SummaryWords => ({
  and: t('security.mappings.summary.and'),
  or: t('security.mappings.summary.or'),
  not: t('security.mappings.summary.not'),
  anyOf: t('security.mappings.summary.anyOf'),
  allOf: t('security.mappings.summary.allOf'),
});

const words = (t: TFunction, button: 'edit' | 'delete', name: string) =>
  actionWords(t, `security.mappings.${button}.button`, `security.mappings.${button}.buttonFor`, {
    name,
  });

/** The roles a mapping names, then how many templates it renders. */
export function rolesText(t: TFunction, row: RoleMappingRow): string {
  const templates =
    row.templates.length > 0
      ? [t('security.mappings.templateCount', { count: row.templates.length })]
      : [];
  return [...row.roles, ...templates].join(', ');
}

export function elasticsearchMappingColumns<Row extends RoleMappingRow>(
  t: TFunction,
  actions: EditableRowActions<Row>,
): DataTableColumn<Row>[] {
  const words = summaryWords(t);
  return [
    nameColumn({
      header: header(t, 'name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'security.mappings', open),
      after: (row) => (
        <Marks
          marks={[
            !row.enabled && t('security.mappings.disabled'),
            row.problems.length > 0 && t('security.mappings.notUnderstood'),
          ]}
        />
      ),
      plain: true,
    }),
    { id: 'roles', header: header(t, 'roles'), accessorFn: (row) => rolesText(t, row) },
    { id: 'rules', header: header(t, 'rules'), accessorFn: (row) => ruleSummary(row.rule, words) },
    editDeleteColumn(
      t,
      header(t, 'actions'),
      'security.mappings',
      (row) => ({ name: row.name }),
      actions,
    ),
  ];
}

/** Whether the plugin refuses to change the mapping through its API. */
export const fixedMapping = (row: OpensearchMappingRow) => row.reserved || row.static;

export function opensearchMappingColumns(
  t: TFunction,
  actions: EditableRowActions<OpensearchMappingRow>,
): DataTableColumn<OpensearchMappingRow>[] {
  const joined = (names: string[]) => names.join(', ');
  return [
    nameColumn({
      header: header(t, 'role'),
      name: (row) => row.role,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'security.mappings', open),
      after: (row) => (
        <Marks
          marks={[
            row.reserved && t('security.mappings.reserved'),
            row.static && t('security.mappings.static'),
            row.hidden && t('security.mappings.hidden'),
          ]}
        />
      ),
      plain: true,
    }),
    { id: 'users', header: header(t, 'users'), accessorFn: (row) => joined(row.users) },
    {
      id: 'backendRoles',
      header: header(t, 'backendRoles'),
      accessorFn: (row) => joined(row.backendRoles),
    },
    { id: 'hosts', header: header(t, 'hosts'), accessorFn: (row) => joined(row.hosts) },
    {
      id: 'andBackendRoles',
      header: header(t, 'andBackendRoles'),
      accessorFn: (row) => joined(row.andBackendRoles),
    },
    // Reserved and static mappings offer no buttons: the row opens to say why.
    rowActionsColumn(header(t, 'actions'), (row) =>
      fixedMapping(row)
        ? []
        : [
            editAction(words(t, 'edit', row.role), row, actions.onEdit),
            deleteAction(words(t, 'delete', row.role), row, actions.onDelete),
          ],
    ),
  ];
}
