// What the console's writes need of the connected user (engine/privileges), each as
// Elasticsearch's privilege and OpenSearch's action. Elasticsearch: the security privileges
// reference (elastic.co/guide/en/elasticsearch/reference/current/security-privileges.html);
// OpenSearch: the action each API runs (docs.opensearch.org/latest/security/access-control/permissions/).
import type { PrivilegeNeed } from './privileges';

const cluster = (privilege: string, action: string): PrivilegeNeed => ({
  cluster: privilege,
  action,
});

export const WRITE_NEEDS = {
  clusterSettings: cluster('manage', 'cluster:admin/settings/update'),
  createSnapshot: cluster('create_snapshot', 'cluster:admin/snapshot/create'),
  restoreSnapshot: cluster('manage', 'cluster:admin/snapshot/restore'),
  deleteSnapshot: cluster('manage', 'cluster:admin/snapshot/delete'),
  repositories: cluster('manage', 'cluster:admin/repository/put'),
  snapshotPolicies: cluster(
    'manage_slm',
    'cluster:admin/opensearch/snapshot_management/policy/write',
  ),
  templates: cluster('manage_index_templates', 'indices:admin/index_template/put'),
  pipelines: cluster('manage_pipeline', 'cluster:admin/ingest/pipeline/put'),
  ilmPolicies: cluster('manage_ilm', 'cluster:admin/ilm/put'),
  ilmMove: cluster('manage_ilm', 'cluster:admin/ilm/_move/post'),
  ismPolicies: cluster('manage_ilm', 'cluster:admin/opendistro/ism/policy/write'),
  users: cluster('manage_security', 'restapi:admin/internalusers'),
  roles: cluster('manage_security', 'restapi:admin/roles'),
  roleMappings: cluster('manage_security', 'restapi:admin/rolesmapping'),
  actionGroups: cluster('manage_security', 'restapi:admin/actiongroups'),
  tenants: cluster('manage_security', 'restapi:admin/tenants'),
  audit: cluster('manage_security', 'restapi:admin/audit'),
  apiKeys: { cluster: 'manage_own_api_key' },
  reroute: cluster('manage', 'cluster:admin/reroute'),
  cancelTask: cluster('cancel_task', 'cluster:admin/tasks/cancel'),
} satisfies Record<string, PrivilegeNeed>;

/**
 * The writes to an index that need a privilege on it, by the name of the write (the indices
 * screen's actions, and the other screens' writes to one index).
 */
export const INDEX_NEEDS: Readonly<Record<string, { privilege: string; action: string }>> = {
  delete: { privilege: 'delete_index', action: 'indices:admin/delete' },
  close: { privilege: 'manage', action: 'indices:admin/close' },
  open: { privilege: 'manage', action: 'indices:admin/open' },
  settings: { privilege: 'manage', action: 'indices:admin/settings/update' },
  create: { privilege: 'create_index', action: 'indices:admin/create' },
  refresh: { privilege: 'maintenance', action: 'indices:admin/refresh' },
  flush: { privilege: 'maintenance', action: 'indices:admin/flush' },
  forcemerge: { privilege: 'maintenance', action: 'indices:admin/forcemerge' },
  clearCache: { privilege: 'manage', action: 'indices:admin/cache/clear' },
  deleteByQuery: { privilege: 'delete', action: 'indices:data/write/delete/byquery' },
  mapping: { privilege: 'manage', action: 'indices:admin/mapping/put' },
  aliases: { privilege: 'manage', action: 'indices:admin/aliases' },
  resize: { privilege: 'manage', action: 'indices:admin/resize' },
  rollover: { privilege: 'manage', action: 'indices:admin/rollover' },
  dataStream: { privilege: 'create_index', action: 'indices:admin/data_stream/create' },
  read: { privilege: 'read', action: 'indices:data/read/search' },
  document: { privilege: 'index', action: 'indices:data/write/index' },
  createDocument: { privilege: 'create_doc', action: 'indices:data/write/index' },
};

/**
 * What the index action `action` on `index` needs; null for one not judged, or for an index not
 * named yet (a name still to be typed).
 */
export function indexNeed(action: string, index: string): PrivilegeNeed | null {
  const need = INDEX_NEEDS[action];
  return need && index.trim() !== '' ? { index: index.trim(), ...need } : null;
}

/**
 * What an import of documents into `target` needs: writing its documents (`create_doc` into a
 * data stream, which takes only creates; `index` into an index or an alias, whose documents may
 * replace others with the same id), and creating the index first when it is a new one. None
 * while the target is not named.
 */
export function importNeeds(
  target: string,
  options: { dataStream: boolean; newIndex: boolean },
): PrivilegeNeed[] {
  const write = indexNeed(options.dataStream ? 'createDocument' : 'document', target);
  if (write === null) return [];
  const create = options.newIndex ? indexNeed('create', target) : null;
  return create === null ? [write] : [create, write];
}
