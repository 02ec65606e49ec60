import { Checkbox } from '@mantine/core';
import type { CellContext, HeaderContext } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './types';

export const SELECT_COLUMN_ID = '__select';

// The header checkbox covers the rows of the current page, as in the product this one
// replaces: a bulk action never reaches rows the user has not seen.
function SelectPageCheckbox<T>({ table }: HeaderContext<T, unknown>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size="xs"
      aria-label={t('components.dataTable.selectPage')}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

function SelectRowCheckbox<T>({ row }: CellContext<T, unknown>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      size="xs"
      aria-label={t('components.dataTable.selectRow')}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
    />
  );
}

export function selectionColumn<T>(): DataTableColumn<T> {
  return {
    id: SELECT_COLUMN_ID,
    header: SelectPageCheckbox,
    cell: SelectRowCheckbox,
    enableSorting: false,
    enableHiding: false,
    size: 36,
  };
}
