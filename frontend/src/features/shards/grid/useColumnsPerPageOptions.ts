// Columns per page of the shards grid: 10, 20, 100, or all (0), which, like any large
// page, must be switched on after a warning first.
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { RowsPerPageOption } from '../../../components/DataTable/rowsPerPage';

export function useColumnsPerPageOptions(): readonly RowsPerPageOption[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { value: 10, needsConfirm: false },
      { value: 20, needsConfirm: false },
      { value: 100, needsConfirm: false },
      { value: 0, needsConfirm: true, label: t('shards.grid.all') },
    ],
    [t],
  );
}
