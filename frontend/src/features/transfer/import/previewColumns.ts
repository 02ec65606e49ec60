// The columns of the preview's table: the line each record starts on, a `_bulk` record's action
// and id, then the fields in the order the records first name them (at most MAX_FIELDS of them), each
// cell written as the file gives it: a text as it is, anything else as JSON.
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { TFunction } from '../../../i18n/translate';
import { stringifyJson } from '../../../lib/json';
import type { FileFormat } from '../../../lib/transfer/checkpoint';
import type { PreviewRecord } from './filePreview';

/** Fields shown at most; a wider file shows its first ones. */
export const MAX_FIELDS = 30;
/** Characters of a cell shown at most. */
const CELL_CHARS = 200;

/** A cell's text: a text as it is, anything else as JSON, a long one cut short. */
export function cellText(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : stringifyJson(value);
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
}

export function previewColumns(
  t: TFunction,
  format: FileFormat,
  fields: readonly string[],
): DataTableColumn<PreviewRecord>[] {
  const columns: DataTableColumn<PreviewRecord>[] = [
    { id: 'line', header: t('transfer.import.preview.line'), accessorFn: (row) => row.line },
  ];
  if (format === 'bulk')
    columns.push(
      {
        id: 'action',
        header: t('transfer.import.preview.action'),
        accessorFn: (row) => row.action ?? '',
      },
      { id: 'id', header: '_id', accessorFn: (row) => cellText(row.id) },
    );
  for (const field of fields.slice(0, MAX_FIELDS))
    columns.push({
      id: `field:${field}`,
      header: field,
      accessorFn: (row) => cellText(row.values[field]),
    });
  return columns;
}
