// Shared shape of the _cat calls. noida-db (one of the engines the product is tested against)
// answers _cat as text unless format=json is in the query, and ignores an `index` query
// parameter; so every _cat call sends format=json and puts its pattern in the path.

import { indexPath } from '../../lib/indexName';
import type { QueryParams } from '../client';

/** One row of a _cat answer: column name to text (null where the cluster has no value). */
export type CatRow = Record<string, string | null | undefined>;

export interface CatOptions {
  /** Columns to return (h). */
  h?: string[];
  /** Sort columns (s), e.g. ['health:desc', 'index']. */
  s?: string[];
}

/** `_cat/{api}` or `_cat/{api}/{pattern}`. */
export function catPath(api: string, pattern?: string | readonly string[]): string {
  const names = pattern === undefined ? '' : indexPath(pattern);
  return names === '' ? `_cat/${api}` : `_cat/${api}/${names}`;
}

export function catParams(options: CatOptions, extra: QueryParams = {}): QueryParams {
  return { format: 'json', h: options.h, s: options.s, ...extra };
}
