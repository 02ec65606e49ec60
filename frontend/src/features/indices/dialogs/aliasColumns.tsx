import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';

export interface AliasRow {
  alias: string;
}

/** The Aliases dialog's table: the alias and its Delete button. */
export function aliasColumns(
  t: TFunction,
  onDelete: (alias: string) => void,
): DataTableColumn<AliasRow>[] {
  return [
    { id: 'alias', header: t('indices.aliases.alias'), accessorFn: (row) => row.alias },
    {
      id: 'delete',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={12} />}
          aria-label={t('indices.aliases.deleteAlias', { alias: row.original.alias })}
          onClick={() => onDelete(row.original.alias)}
        >
          {t('indices.aliases.delete')}
        </Button>
      ),
    },
  ];
}
