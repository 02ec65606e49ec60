// What the role editor offers while typing, from the cluster's own answers (never a list kept
// here): Elasticsearch's built-in privileges (GET _security/privilege/_builtin, 7.3 on:
// `{cluster: [...], index: [...]}`); OpenSearch's action groups (GET
// _plugins/_security/api/actiongroups: `{group: {allowed_actions, type}}`) with the action names
// found in them, split by where they apply; the fields of the indices an entry names
// (`_field_caps`); and what the engine said of a document-level query (`_validate/query`).
import { atLeast, type EngineVersion } from '../../../engine/version';
import { isOpensearchClusterAction } from '../../../engine/opensearchAccess';
import { record, text, texts } from '../../../engine/securityUsers';

export interface PrivilegeOptions {
  cluster: string[];
  index: string[];
  /** OpenSearch: what tenant permissions allow. */
  tenant: string[];
}

export const NO_OPTIONS: PrivilegeOptions = { cluster: [], index: [], tenant: [] };

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The built-in privileges of GET _security/privilege/_builtin. */
export function builtinPrivileges(answer: unknown): PrivilegeOptions {
  const found = record(answer);
  return { cluster: sorted(texts(found.cluster)), index: sorted(texts(found.index)), tenant: [] };
}

/**
 * The names OpenSearch's permissions take: the action groups by their type (a group without one
 * goes with both), and the action names the groups allow, cluster or index by their prefix.
 */
export function actionGroupOptions(answer: unknown): PrivilegeOptions {
  const groups = Object.entries(record(answer)).map(([name, entry]) => ({
    name,
    type: text(record(entry).type),
    actions: texts(record(entry).allowed_actions),
  }));
  const names = new Set(groups.map((group) => group.name));
  const actions = groups.flatMap((group) => group.actions).filter((name) => !names.has(name));
  const ofType = (type: string) =>
    groups
      .filter((group) => group.type === type || group.type === '' || group.type === 'all')
      .map((group) => group.name);
  return {
    cluster: sorted([...ofType('cluster'), ...actions.filter(isOpensearchClusterAction)]),
    index: sorted([
      ...ofType('index'),
      ...actions.filter((name) => !isOpensearchClusterAction(name)),
    ]),
    tenant: sorted(groups.filter((group) => group.type === 'kibana').map((group) => group.name)),
  };
}

/**
 * The names among `chosen` the cluster does not list. Action names and patterns (with ':') are
 * taken as they are; without a list (the cluster could not be asked) nothing is flagged.
 */
export function unknownNames(chosen: readonly string[], listed: readonly string[]): string[] {
  if (listed.length === 0) return [];
  const known = new Set(listed);
  return chosen.filter((name) => !known.has(name) && !name.includes(':'));
}

/** The fields of a `_field_caps` answer, without the metadata fields (`_id`, `_index`...). */
export function fieldCapsNames(answer: unknown): string[] {
  return Object.keys(record(record(answer).fields))
    .filter((name) => !name.startsWith('_'))
    .sort();
}

/** FLS entries: every field, and every field led by `~` (left out rather than granted). */
export function flsOptions(fields: readonly string[]): string[] {
  return [...fields, ...fields.map((field) => `~${field}`)];
}

/** What `_validate/query?explain=true` said: valid, or the engine's explanation. */
export type QueryCheck = { valid: true } | { valid: false; explanation: string };

export function queryCheck(answer: unknown): QueryCheck {
  const found = record(answer);
  if (found.valid !== false) return { valid: true };
  const explanations = Array.isArray(found.explanations) ? found.explanations.map(record) : [];
  const reasons = [text(found.error), ...explanations.map((entry) => text(entry.error))];
  return { valid: false, explanation: reasons.find((reason) => reason !== '') ?? '' };
}

/** What an Elasticsearch version's role API takes beyond the basics. */
export interface EsRoleCapabilities {
  /** GET _security/privilege/_builtin: 7.3 on. */
  builtinPrivileges: boolean;
  /** remote_indices: 8.8 on. */
  remoteIndices: boolean;
  /** A role's description: 8.15 on. */
  description: boolean;
}

export function esRoleCapabilities(version: EngineVersion): EsRoleCapabilities {
  return {
    builtinPrivileges: atLeast(version, '7.3'),
    remoteIndices: atLeast(version, '8.8'),
    description: atLeast(version, '8.15'),
  };
}
