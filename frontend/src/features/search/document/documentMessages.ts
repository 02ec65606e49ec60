// What the document actions say: confirmations and the bulk delete report.
import type { BulkResponse, DocumentRef } from '../../../api/operations/documents';

/** '{index} / {type} / {id}', the edit dialog's title. */
export function documentTitle(ref: DocumentRef): string {
  return [ref.index, ref.type || '_doc', ref.id].join(' / ');
}

/** The bulk items that failed. */
export function failedBulkItems(response: BulkResponse): number {
  if (!response.errors) return 0;
  return response.items.filter((item) =>
    Object.values(item).some((result) => result.error !== undefined),
  ).length;
}
