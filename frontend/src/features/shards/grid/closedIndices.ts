// Some clusters refuse _cat/shards while any index is closed: it answers index_closed_exception
// (seen with OpenSearch's shard listing, Elasticsearch 6 with security, and osmem-server). The
// grid then asks again with a pattern that leaves the closed indices out by name; their columns
// stay, from _cat/indices, without shards.

import { isRecord } from '../../../api/errors';
import type { CatRow } from '../../../api/operations/cat';

/** The closed index an index_closed_exception names, or null for any other failure. */
export function closedIndexOf(failure: unknown): string | null {
  const body = isRecord(failure) ? failure.body : undefined;
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error) || error.type !== 'index_closed_exception') return null;
  return typeof error.index === 'string' && error.index !== '' ? error.index : null;
}

/** Names of the indices _cat/indices lists as not open. */
export function closedIndexNames(rows: readonly CatRow[]): string[] {
  return rows.flatMap((row) =>
    row.index && row.status && row.status !== 'open' ? [row.index] : [],
  );
}

/**
 * Every index but the closed ones: '*', '.*' (a pattern starting with a dot also matches hidden
 * indices), then each closed name excluded. Index names never hold a comma.
 */
export function patternWithout(closed: Iterable<string>): string {
  return ['*', '.*', ...[...closed].map((name) => `-${name}`)].join(',');
}
