// The tokens an analysis gives: text, position, offsets in the text and type, one row each.
import { useCallback, useMemo } from 'react';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { AnalyzedToken } from '../../../engine/diagnostics/analyzeExplain';
import { useTranslation, type TFunction } from '../../../i18n/translate';

function tokenColumns(t: TFunction): DataTableColumn<AnalyzedToken>[] {
  return [
    { id: 'token', accessorKey: 'token', header: t('diagnostics.analysis.column.token') },
    { id: 'position', accessorKey: 'position', header: t('diagnostics.analysis.column.position') },
    { id: 'start', accessorKey: 'start', header: t('diagnostics.analysis.column.start') },
    { id: 'end', accessorKey: 'end', header: t('diagnostics.analysis.column.end') },
    { id: 'type', accessorKey: 'type', header: t('diagnostics.analysis.column.type') },
  ];
}

/** A token row's height (px): one line of text with the table's padding. */
const TOKEN_ROW_HEIGHT = 34;

export function TokenTable({ tokens, label }: { tokens: AnalyzedToken[]; label: string }) {
  const { t } = useTranslation();
  const columns = useMemo(() => tokenColumns(t), [t]);
  // A token's place in the list is its id, looked up for the rows drawn only (a few dozen),
  // rather than a copy of thousands of tokens each with an id.
  const getRowId = useCallback((token: AnalyzedToken) => String(tokens.indexOf(token)), [tokens]);
  return (
    <DataTable
      data={tokens}
      columns={columns}
      getRowId={getRowId}
      label={label}
      paginate={false}
      // One line per token: a long list scrolls without each row being measured.
      rowHeight={TOKEN_ROW_HEIGHT}
      emptyText={t('diagnostics.analysis.noTokens')}
    />
  );
}
