// Reading the idb section of a backup: each cluster's REST console records.
// Every record is checked and rebuilt from its known fields, so nothing the file holds besides
// them reaches the database, and a record the console could not show is caught before import.
import type {
  ClusterDbExport,
  RestQueryHistoryEntry,
  RestQuerySavedQuery,
  RestQueryTab,
  RestRequest,
  RestResponse,
} from '../../../engine/clusterDb';
import { isRecord } from '../../../lib/storage';

/** Where a backup is unusable, as a path into the file such as 'idb.abc.restQueryTabs[2]'. */
export class BackupFormatError extends Error {
  constructor(readonly path: string) {
    super(`Invalid backup at ${path}`);
    this.name = 'BackupFormatError';
  }
}

type Fields = Record<string, unknown>;

function idOf(raw: Fields, path: string): { id?: number } {
  if (raw.id === undefined) return {};
  if (typeof raw.id === 'number' && Number.isSafeInteger(raw.id) && raw.id > 0)
    return { id: raw.id };
  throw new BackupFormatError(`${path}.id`);
}

function text(raw: Fields, field: string, path: string, fallback?: string): string {
  const value = raw[field];
  if (typeof value === 'string') return value;
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  throw new BackupFormatError(`${path}.${field}`);
}

function request(raw: unknown, path: string): RestRequest {
  if (!isRecord(raw)) throw new BackupFormatError(path);
  return {
    method: text(raw, 'method', path),
    path: text(raw, 'path', path),
    body: text(raw, 'body', path, ''),
  };
}

function response(raw: unknown, path: string): RestResponse {
  if (raw === undefined || raw === null) return { status: '', ok: false, bodyText: '' };
  if (!isRecord(raw)) throw new BackupFormatError(path);
  return {
    status: text(raw, 'status', path, ''),
    ok: raw.ok === true,
    bodyText: text(raw, 'bodyText', path, ''),
    ...droppedLength(raw, path),
    ...contentType(raw, path),
  };
}

/** RestResponse.contentType: how the body is shown and downloaded; absent in older files. */
function contentType(raw: Fields, path: string): { contentType?: string } {
  const value = raw.contentType;
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') return { contentType: value };
  throw new BackupFormatError(`${path}.contentType`);
}

/** RestResponse.droppedLength: a body too large to keep with its tab; absent in older files. */
function droppedLength(raw: Fields, path: string): { droppedLength?: number } {
  const value = raw.droppedLength;
  if (value === undefined || value === null) return {};
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    return { droppedLength: value };
  throw new BackupFormatError(`${path}.droppedLength`);
}

/** A JSON date (ISO text or epoch milliseconds) as the Date the history's index sorts by. */
function date(raw: Fields, path: string): Date {
  const value = raw.date;
  const parsed = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) throw new BackupFormatError(`${path}.date`);
  return parsed;
}

function historyEntry(raw: Fields, path: string): RestQueryHistoryEntry {
  const status =
    raw.status === undefined || raw.status === null ? {} : { status: text(raw, 'status', path) };
  return { ...idOf(raw, path), ...request(raw, path), date: date(raw, path), ...status };
}

function savedQuery(raw: Fields, path: string): RestQuerySavedQuery {
  const name = raw.name === undefined || raw.name === null ? {} : { name: text(raw, 'name', path) };
  return { ...idOf(raw, path), ...request(raw, path), ...name };
}

function queryTab(raw: Fields, path: string, index: number): RestQueryTab {
  const id = idOf(raw, path);
  return {
    ...id,
    name: text(raw, 'name', path, `tab-${id.id ?? index + 1}`),
    label: text(raw, 'label', path, `Tab ${index + 1}`),
    request: request(raw.request, `${path}.request`),
    response: response(raw.response, `${path}.response`),
  };
}

function records<T>(
  raw: unknown,
  path: string,
  read: (raw: Fields, path: string, index: number) => T,
): T[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new BackupFormatError(path);
  return raw.map((entry: unknown, index) => {
    const at = `${path}[${index}]`;
    if (!isRecord(entry)) throw new BackupFormatError(at);
    return read(entry, at, index);
  });
}

/** One cluster's records; a missing table is an empty one. Throws BackupFormatError. */
export function parseClusterDb(raw: unknown, path: string): ClusterDbExport {
  if (!isRecord(raw)) throw new BackupFormatError(path);
  return {
    restQueryHistory: records(raw.restQueryHistory, `${path}.restQueryHistory`, historyEntry),
    restQuerySavedQueries: records(
      raw.restQuerySavedQueries,
      `${path}.restQuerySavedQueries`,
      savedQuery,
    ),
    restQueryTabs: records(raw.restQueryTabs, `${path}.restQueryTabs`, queryTab),
  };
}

/** The whole idb section, by cluster uuid; a backup without one restores no records. */
export function parseIdbSection(raw: unknown): Record<string, ClusterDbExport> {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) throw new BackupFormatError('idb');
  // fromEntries defines each uuid as an own property, even one spelled '__proto__'.
  return Object.fromEntries(
    Object.entries(raw).map(([uuid, value]) => {
      if (uuid === '') throw new BackupFormatError('idb');
      return [uuid, parseClusterDb(value, `idb.${uuid}`)];
    }),
  );
}
