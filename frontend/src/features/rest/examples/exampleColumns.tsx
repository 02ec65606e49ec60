// Columns of the examples table: query, description with its documentation
// link, and the Preview and Use buttons.
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { ExampleRow } from './examples';
import { RequestText } from '../request/MethodText';

interface ExampleActions {
  previewId: string | null;
  onPreview: (id: string) => void;
  onUse: (row: ExampleRow) => void;
}

export function exampleColumns(
  t: TFunction,
  actions: ExampleActions,
): DataTableColumn<ExampleRow>[] {
  return [
    {
      id: 'query',
      header: t('rest.examples.query'),
      accessorFn: (row) => `${row.method} ${row.path}`,
      cell: ({ row }) => <RequestText method={row.original.method} path={row.original.path} />,
    },
    {
      id: 'description',
      header: t('rest.examples.description'),
      accessorFn: (row) => row.description,
      cell: ({ row }) => <DescriptionCell t={t} row={row.original} />,
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => <ActionsCell t={t} row={row.original} actions={actions} />,
    },
  ];
}

function DescriptionCell({ t, row }: { t: TFunction; row: ExampleRow }) {
  const label = t('rest.examples.docs');
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">{row.description}</Text>
      <Tooltip label={label}>
        <ActionIcon
          component="a"
          href={row.doc}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="sm"
          aria-label={label}
        >
          <IconExternalLink size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function ActionsCell({
  t,
  row,
  actions,
}: {
  t: TFunction;
  row: ExampleRow;
  actions: ExampleActions;
}) {
  const previewing = actions.previewId === row.id;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {row.body !== '' && (
        <Button
          size="compact-xs"
          variant={previewing ? 'filled' : 'default'}
          aria-pressed={previewing}
          onClick={() => actions.onPreview(row.id)}
        >
          {t('rest.examples.preview')}
        </Button>
      )}
      <Button size="compact-xs" variant="default" onClick={() => actions.onUse(row)}>
        {t('rest.examples.use')}
      </Button>
    </Group>
  );
}
