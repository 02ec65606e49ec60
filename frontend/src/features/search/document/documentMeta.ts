// The metadata pairs of the edit dialog: the ones that are not null.
import type { GetDocumentResponse } from '../../../api/operations/documents';
import { fieldText } from '../results/cellText';

export const METADATA_FIELDS = [
  '_index',
  '_type',
  '_id',
  '_version',
  '_primary_term',
  '_seq_no',
  '_routing',
] as const;

export function documentMetadata(document: GetDocumentResponse): [string, string][] {
  return METADATA_FIELDS.flatMap((field) => {
    const value: unknown = document[field];
    return value === null || value === undefined
      ? []
      : [[field, fieldText(value)] as [string, string]];
  });
}
