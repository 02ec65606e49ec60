// An Elasticsearch role (PUT _security/role/{name}) as the editor's form holds it, and back. The
// body is `{description, cluster, indices: [{names, privileges, field_security: {grant, except},
// query, allow_restricted_indices}], remote_indices: [{clusters, ...the same}], run_as,
// applications: [{application, privileges, resources}], metadata}`. What the form does not show
// (other top-level keys, other keys of an entry) is written back as it came; what a write may not
// send (`transient_metadata`) is left out. A document-level query is edited as JSON text and
// written back as the engine sent it: a string stays a string, an object an object.
import { parseJson, stringifyJson } from '../../../lib/json';
import { record, text, texts } from '../../../engine/securityUsers';
import {
  entries,
  isJsonObjectText,
  othersOf,
  queryText,
  queryValue,
  type Checked,
} from './roleProblems';
import { shapeProblem, type RoleShape } from './roleShape';

export interface EsIndexEntry {
  names: string[];
  privileges: string[];
  /** field_security.grant; empty with `except` empty: no field-level security. */
  grant: string[];
  except: string[];
  /** The document-level query as JSON text; empty for none. */
  query: string;
  /** The query as the engine sent it (a string or an object), undefined for a new one. */
  querySource: unknown;
  allowRestricted: boolean;
  /** remote_indices only: the remote clusters. */
  clusters: string[];
  /** The entry's keys the form does not show. */
  others: Record<string, unknown>;
}

export interface EsApplicationEntry {
  application: string;
  privileges: string[];
  resources: string[];
  others: Record<string, unknown>;
}

export interface EsRoleForm {
  description: string;
  cluster: string[];
  indices: EsIndexEntry[];
  remoteIndices: EsIndexEntry[];
  runAs: string[];
  applications: EsApplicationEntry[];
  /** The metadata object as JSON text. */
  metadata: string;
  /** Top-level keys the form does not show. */
  others: Record<string, unknown>;
}

const INDEX_KEYS = [
  'names',
  'privileges',
  'field_security',
  'query',
  'allow_restricted_indices',
  'clusters',
];
const APPLICATION_KEYS = ['application', 'privileges', 'resources'];
const ROLE_KEYS = [
  'description',
  'cluster',
  'indices',
  'remote_indices',
  'run_as',
  'applications',
  'metadata',
];
/** The keys whose shape the form needs to show a definition without losing anything. */
const SHAPE: RoleShape = {
  lists: ['cluster', 'indices', 'remote_indices', 'run_as', 'applications'],
  entryLists: ['indices', 'remote_indices', 'applications'],
  objects: ['metadata'],
};
/** Keys the engine sends that a write does not take back. */
const NOT_WRITTEN = ['transient_metadata', 'name', '_sort'];

export const EMPTY_INDEX_ENTRY: EsIndexEntry = {
  names: [],
  privileges: [],
  grant: [],
  except: [],
  query: '',
  querySource: undefined,
  allowRestricted: false,
  clusters: [],
  others: {},
};

export const EMPTY_APPLICATION: EsApplicationEntry = {
  application: '',
  privileges: [],
  resources: [],
  others: {},
};

export const EMPTY_ES_FORM: EsRoleForm = {
  description: '',
  cluster: [],
  indices: [],
  remoteIndices: [],
  runAs: [],
  applications: [],
  metadata: '',
  others: {},
};

function indexEntry(entry: Record<string, unknown>): EsIndexEntry {
  const fields = record(entry.field_security);
  return {
    names: texts(entry.names),
    privileges: texts(entry.privileges),
    grant: texts(fields.grant),
    except: texts(fields.except),
    query: queryText(entry.query),
    querySource: entry.query,
    allowRestricted: entry.allow_restricted_indices === true,
    clusters: texts(entry.clusters),
    others: othersOf(entry, INDEX_KEYS),
  };
}

/** The form of a role's definition, or why the form cannot show it. */
export function esRoleForm(definition: Record<string, unknown>): Checked<EsRoleForm> {
  const problem = shapeProblem(definition, SHAPE);
  if (problem) return { ok: false, problem };
  const metadata = record(definition.metadata);
  return {
    ok: true,
    value: {
      description: text(definition.description),
      cluster: texts(definition.cluster),
      indices: entries(definition.indices).map(indexEntry),
      remoteIndices: entries(definition.remote_indices).map(indexEntry),
      runAs: texts(definition.run_as),
      applications: entries(definition.applications).map((entry) => ({
        application: text(entry.application),
        privileges: texts(entry.privileges),
        resources: texts(entry.resources),
        others: othersOf(entry, APPLICATION_KEYS),
      })),
      metadata: Object.keys(metadata).length > 0 ? stringifyJson(metadata, 2) : '',
      others: othersOf(definition, [...ROLE_KEYS, ...NOT_WRITTEN]),
    },
  };
}

function writeIndexEntry(
  entry: EsIndexEntry,
  remote: boolean,
  index: number,
): Checked<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  if (remote) body.clusters = entry.clusters;
  body.names = entry.names;
  body.privileges = entry.privileges;
  if (entry.grant.length > 0 || entry.except.length > 0) {
    const grant = entry.grant.length > 0 ? entry.grant : ['*'];
    body.field_security = entry.except.length > 0 ? { grant, except: entry.except } : { grant };
  }
  const query = entry.query.trim();
  if (query !== '') {
    if (!isJsonObjectText(query)) return { ok: false, problem: { kind: 'query', index, remote } };
    body.query = queryValue(query, entry.querySource, typeof entry.querySource === 'string');
  }
  if (entry.allowRestricted) body.allow_restricted_indices = true;
  return { ok: true, value: { ...body, ...entry.others } };
}

function writeIndexList(list: EsIndexEntry[], remote: boolean): Checked<unknown[]> {
  const value: unknown[] = [];
  for (const [index, entry] of list.entries()) {
    const written = writeIndexEntry(entry, remote, index);
    if (!written.ok) return written;
    value.push(written.value);
  }
  return { ok: true, value };
}

/** The PUT body the form holds, or what keeps it from being one. */
export function esRoleBody(form: EsRoleForm): Checked<Record<string, unknown>> {
  const indices = writeIndexList(form.indices, false);
  if (!indices.ok) return indices;
  const remote = writeIndexList(form.remoteIndices, true);
  if (!remote.ok) return remote;
  const metadataText = form.metadata.trim();
  if (metadataText !== '' && !isJsonObjectText(metadataText))
    return { ok: false, problem: { kind: 'metadata' } };
  const body: Record<string, unknown> = {};
  if (form.description !== '') body.description = form.description;
  body.cluster = form.cluster;
  body.indices = indices.value;
  if (remote.value.length > 0) body.remote_indices = remote.value;
  if (form.runAs.length > 0) body.run_as = form.runAs;
  if (form.applications.length > 0)
    body.applications = form.applications.map((entry) => ({
      application: entry.application,
      privileges: entry.privileges,
      resources: entry.resources,
      ...entry.others,
    }));
  if (metadataText !== '') body.metadata = parseJson(metadataText);
  return { ok: true, value: { ...body, ...form.others } };
}

/** A definition as the engine sent it, minus what a write does not take back. */
export function writableEsRole(definition: Record<string, unknown>): Record<string, unknown> {
  return othersOf(definition, NOT_WRITTEN);
}
