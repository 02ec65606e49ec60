// An OpenSearch role (PUT _plugins/_security/api/roles/{name}) as the editor's form holds it, and
// back. The body is `{description, cluster_permissions, index_permissions: [{index_patterns, dls,
// fls, masked_fields, allowed_actions}], tenant_permissions: [{tenant_patterns,
// allowed_actions}]}`, its keys in the order the plugin lists them, so that the change preview
// shows only what changes. `dls` is a JSON query in a string; an `fls` field led by `~` is left out
// rather than granted. What the form does not show is written back as it came; the plugin's own
// marks (reserved, hidden, static) are not sent.
import { text, texts } from '../../../engine/securityUsers';
import {
  entries,
  isJsonObjectText,
  othersOf,
  queryText,
  queryValue,
  type Checked,
} from './roleProblems';
import { shapeProblem, type RoleShape } from './roleShape';

export interface OsIndexEntry {
  patterns: string[];
  actions: string[];
  /** The document-level query as JSON text; empty for none. */
  dls: string;
  /** The dls string as the plugin sent it, undefined for a new entry. */
  dlsSource: string | undefined;
  fls: string[];
  masked: string[];
  others: Record<string, unknown>;
}

export interface OsTenantEntry {
  patterns: string[];
  actions: string[];
  others: Record<string, unknown>;
}

export interface OsRoleForm {
  description: string;
  cluster: string[];
  indices: OsIndexEntry[];
  tenants: OsTenantEntry[];
  others: Record<string, unknown>;
}

const INDEX_KEYS = ['index_patterns', 'allowed_actions', 'dls', 'fls', 'masked_fields'];
const TENANT_KEYS = ['tenant_patterns', 'allowed_actions'];
const ROLE_KEYS = ['description', 'cluster_permissions', 'index_permissions', 'tenant_permissions'];
/** The keys whose shape the form needs to show a definition without losing anything. */
const SHAPE: RoleShape = {
  lists: ['cluster_permissions', 'index_permissions', 'tenant_permissions'],
  entryLists: ['index_permissions', 'tenant_permissions'],
  objects: [],
};
/** The plugin's marks: listed, never written. */
const NOT_WRITTEN = ['reserved', 'hidden', 'static'];

export const EMPTY_OS_INDEX_ENTRY: OsIndexEntry = {
  patterns: [],
  actions: [],
  dls: '',
  dlsSource: undefined,
  fls: [],
  masked: [],
  others: {},
};

export const EMPTY_TENANT_ENTRY: OsTenantEntry = { patterns: [], actions: [], others: {} };

export const EMPTY_OS_FORM: OsRoleForm = {
  description: '',
  cluster: [],
  indices: [],
  tenants: [],
  others: {},
};

/** The form of a role's definition, or why the form cannot show it. */
export function osRoleForm(definition: Record<string, unknown>): Checked<OsRoleForm> {
  const problem = shapeProblem(definition, SHAPE);
  if (problem) return { ok: false, problem };
  return {
    ok: true,
    value: {
      description: text(definition.description),
      cluster: texts(definition.cluster_permissions),
      indices: entries(definition.index_permissions).map((entry) => ({
        patterns: texts(entry.index_patterns),
        actions: texts(entry.allowed_actions),
        dls: queryText(entry.dls),
        dlsSource: typeof entry.dls === 'string' ? entry.dls : undefined,
        fls: texts(entry.fls),
        masked: texts(entry.masked_fields),
        others: othersOf(entry, INDEX_KEYS),
      })),
      tenants: entries(definition.tenant_permissions).map((entry) => ({
        patterns: texts(entry.tenant_patterns),
        actions: texts(entry.allowed_actions),
        others: othersOf(entry, TENANT_KEYS),
      })),
      others: othersOf(definition, [...ROLE_KEYS, ...NOT_WRITTEN]),
    },
  };
}

/** The PUT body the form holds, or what keeps it from being one. */
export function osRoleBody(form: OsRoleForm): Checked<Record<string, unknown>> {
  const indices: Record<string, unknown>[] = [];
  for (const [index, entry] of form.indices.entries()) {
    const dls = entry.dls.trim();
    if (dls !== '' && !isJsonObjectText(dls))
      return { ok: false, problem: { kind: 'query', index, remote: false } };
    indices.push({
      index_patterns: entry.patterns,
      ...(dls === '' ? {} : { dls: queryValue(dls, entry.dlsSource, true) }),
      fls: entry.fls,
      masked_fields: entry.masked,
      allowed_actions: entry.actions,
      ...entry.others,
    });
  }
  const body: Record<string, unknown> = {};
  if (form.description !== '') body.description = form.description;
  body.cluster_permissions = form.cluster;
  body.index_permissions = indices;
  body.tenant_permissions = form.tenants.map((entry) => ({
    tenant_patterns: entry.patterns,
    allowed_actions: entry.actions,
    ...entry.others,
  }));
  return { ok: true, value: { ...body, ...form.others } };
}

/** A definition as the plugin listed it, minus its marks, which a write does not send. */
export function writableOsRole(definition: Record<string, unknown>): Record<string, unknown> {
  return othersOf(definition, NOT_WRITTEN);
}
