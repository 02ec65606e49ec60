// The requests of Elasticsearch's API key APIs, built from what the user chose: the search of
// `_security/_query/api_key` (a text matched against the key's name and owner, newest keys first,
// paged with search_after), the expiration a key is given, and what the engine's version lets one
// change of an existing key. Reading the answer of a key just created is here too.
import { base64Utf8 } from '../lib/base64';
import { isRecord } from '../lib/storage';
import { atLeast, type EngineVersion } from './version';

/** Wildcard characters and the escape in a text the user typed, escaped to match themselves. */
const escapeWildcard = (text: string) => text.replace(/[\\*?]/g, (char) => `\\${char}`);

/**
 * The query of a key search for `filter`: keys whose name or owner contains the text, in any
 * case; null (every key) for a blank text.
 */
export function apiKeyFilterQuery(filter: string): Record<string, unknown> | null {
  const text = filter.trim();
  if (text === '') return null;
  const value = `*${escapeWildcard(text)}*`;
  const wildcard = (field: string) => ({
    wildcard: { [field]: { value, case_insensitive: true } },
  });
  return { bool: { should: [wildcard('name'), wildcard('username')], minimum_should_match: 1 } };
}

/** The body of one page of a key search: newest first, after the last page's `_sort`. */
export function apiKeySearchBody(
  filter: string,
  size: number,
  after: unknown[] | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = { size, sort: [{ creation: { order: 'desc' } }] };
  const query = apiKeyFilterQuery(filter);
  if (query !== null) body.query = query;
  if (after !== null) body.search_after = after;
  return body;
}

/** The last key's `_sort` values in a key search answer, or null when there are none. */
export function apiKeySearchAfter(answer: unknown): unknown[] | null {
  const keys = isRecord(answer) && Array.isArray(answer.api_keys) ? answer.api_keys : [];
  const last: unknown = keys[keys.length - 1];
  return isRecord(last) && Array.isArray(last._sort) ? last._sort : null;
}

/** How many keys match a key search, as its answer counts them; null where it does not say. */
export function apiKeySearchTotal(answer: unknown): number | null {
  const total = isRecord(answer) ? answer.total : undefined;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null;
}

/** A time value as Elasticsearch reads one: a whole number and a unit (`30d`, `12h`, `90m`). */
const TIME_VALUE = /^[1-9]\d*(nanos|micros|ms|s|m|h|d)$/;

/** Whether `text` is an expiration Elasticsearch takes, such as `30d` or `12h`. */
export function isExpiration(text: string): boolean {
  return TIME_VALUE.test(text.trim());
}

/** What one may change of an existing key on an Elasticsearch version. */
export interface ApiKeyUpdates {
  /** `PUT _security/api_key/{id}`: role descriptors and metadata (8.4). */
  update: boolean;
  /** The update takes a new expiration (8.13). */
  expiration: boolean;
  /** `POST _security/api_key/_bulk_update` with a new expiration (8.13; the API is from 8.5). */
  bulkExpiration: boolean;
}

export function apiKeyUpdates(version: EngineVersion): ApiKeyUpdates {
  const expiration = atLeast(version, '8.13');
  return { update: atLeast(version, '8.4'), expiration, bulkExpiration: expiration };
}

/** A key just created: the only time its secret is known. */
export interface CreatedApiKey {
  id: string;
  name: string;
  /** `id:api_key` in base64, as the `Authorization: ApiKey` header takes it. */
  encoded: string;
}

/**
 * The key in the answer of `POST _security/api_key`; engines before 7.16 send no `encoded`,
 * which is then made from the id and the secret. Null when the answer holds no key.
 */
export function readCreatedKey(answer: unknown): CreatedApiKey | null {
  if (!isRecord(answer) || typeof answer.id !== 'string') return null;
  const name = typeof answer.name === 'string' ? answer.name : '';
  if (typeof answer.encoded === 'string') return { id: answer.id, name, encoded: answer.encoded };
  if (typeof answer.api_key !== 'string') return null;
  return { id: answer.id, name, encoded: base64Utf8(`${answer.id}:${answer.api_key}`) };
}
