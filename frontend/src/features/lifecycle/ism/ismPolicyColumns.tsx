// Columns of the ISM policies table: id, description, states with arrows to their targets,
// ISM templates, how many indices use the policy, when it last changed, and the row's Edit and
// Delete (none on a read-only cluster). Cluster text is rendered as text only.
import { Stack, Text } from '@mantine/core';
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { nameColumn, type EditableRowActions } from '../../../components/ListScreen/listCells';
import { editDeleteColumn, toggleLabel } from '../../../components/ListScreen/listTexts';
import { formatDateTime } from '../../../lib/dates';
import { IsmStateLines } from './IsmStateLines';
import type { IsmPolicyRow } from './ismPolicyRows';
import { templateText } from './ismPolicyText';

export type IsmPolicyRowActions = EditableRowActions<IsmPolicyRow>;

export function ismPolicyColumns(
  t: TFunction,
  actions: IsmPolicyRowActions,
): DataTableColumn<IsmPolicyRow>[] {
  const header = (id: KeysUnder<'lifecycle.ism.columns'>) => t(`lifecycle.ism.columns.${id}`);
  return [
    nameColumn({
      id: 'id',
      header: header('id'),
      name: (row) => row.id,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'lifecycle.ism', open),
    }),
    { id: 'description', header: header('description'), accessorFn: (row) => row.description },
    {
      id: 'states',
      header: header('states'),
      accessorFn: (row) => row.states.map((state) => state.name).join(' '),
      enableSorting: false,
      cell: ({ row }) => (
        <IsmStateLines states={row.original.states} defaultState={row.original.defaultState} />
      ),
    },
    {
      id: 'templates',
      header: header('templates'),
      accessorFn: (row) => row.templates.map((template) => templateText(t, template)).join('; '),
      cell: ({ row }) => (
        <Stack gap={2}>
          {row.original.templates.map((template, index) => (
            <Text key={index} size="xs" style={{ wordBreak: 'break-word' }}>
              {templateText(t, template)}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'usedBy',
      header: header('usedBy'),
      accessorFn: (row) => row.usedBy?.length ?? -1,
      cell: ({ row }) =>
        row.original.usedBy === null
          ? '–'
          : t('lifecycle.ism.usedBy', { count: row.original.usedBy.length }),
    },
    {
      id: 'lastUpdated',
      header: header('lastUpdated'),
      accessorFn: (row) => row.lastUpdated ?? 0,
      cell: ({ row }) => formatDateTime(row.original.lastUpdated),
    },
    editDeleteColumn(t, header('actions'), 'lifecycle.ism', (row) => ({ id: row.id }), actions),
  ];
}
