// Columns of the ILM policies table. Cluster text is rendered as text only. A row opens to its
// JSON and users (PolicyDetails); its buttons edit or delete the policy.
import { Badge } from '@mantine/core';
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { nameColumn, type EditableRowActions } from '../../../components/ListScreen/listCells';
import { editDeleteColumn, toggleLabel } from '../../../components/ListScreen/listTexts';
import { formatDateTime } from '../../../lib/dates';
import { usageText } from './ilmText';
import { PhaseTimeline } from './PhaseTimeline';
import { usageCount, type IlmPolicyRow } from './policyRows';

export type PolicyRowActions = EditableRowActions<IlmPolicyRow>;

export function ilmPolicyColumns(
  t: TFunction,
  actions: PolicyRowActions,
): DataTableColumn<IlmPolicyRow>[] {
  const header = (id: KeysUnder<'lifecycle.ilm.columns'>) => t(`lifecycle.ilm.columns.${id}`);
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'lifecycle.ilm', open),
      after: (row) =>
        row.managed && (
          <Badge size="xs" variant="light" color="gray" title={t('lifecycle.ilm.managedHint')}>
            {t('lifecycle.ilm.managed')}
          </Badge>
        ),
    }),
    {
      id: 'phases',
      header: header('phases'),
      accessorFn: (row) => row.phases.length,
      cell: ({ row }) => <PhaseTimeline phases={row.original.phases} t={t} />,
    },
    {
      id: 'version',
      header: header('version'),
      accessorFn: (row) => row.version ?? -1,
      cell: ({ row }) => row.original.version ?? '',
    },
    {
      id: 'modified',
      header: header('modified'),
      accessorFn: (row) => String(row.modifiedDate ?? ''),
      cell: ({ row }) => formatDateTime(row.original.modifiedDate),
    },
    {
      id: 'usage',
      header: header('usage'),
      accessorFn: (row) => usageCount(row.usage) ?? -1,
      cell: ({ row }) => usageText(t, row.original.usage),
    },
    editDeleteColumn(t, header('actions'), 'lifecycle.ilm', (row) => ({ name: row.name }), actions),
  ];
}
