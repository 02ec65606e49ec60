// What names a path part takes (see "Part kinds" in ../README.md).
import { sortedObject } from './collections.mjs';

export function partKinds(group, paths) {
  const parts = new Map();
  for (const pattern of paths) {
    for (const [, part] of pattern.matchAll(/\{([^}]+)\}/g)) parts.set(part, partKind(part, group));
  }
  return sortedObject(parts);
}

/** What names a path part takes, from its name and its operation group. */
function partKind(part, group) {
  const simple = {
    index: 'indices',
    repository: 'repositories',
    snapshot: 'snapshots',
    node_id: 'nodes',
    task_id: 'tasks',
    alias: 'aliases',
    fields: 'fields',
  };
  // ML Commons' tasks are the plugin's own, with ids of their own.
  if (part === 'task_id' && group.startsWith('ml.')) return 'other';
  if (simple[part]) return simple[part];
  if (part === 'name') return namePartKind(group);
  if (part === 'id' && group.startsWith('ingest.')) return 'pipelines';
  if (part === 'policy_id' && group.startsWith('ism.')) return 'policies';
  return 'other';
}

function namePartKind(group) {
  if (group.includes('index_template')) return 'index_templates';
  if (group.includes('component_template')) return 'component_templates';
  if (/^indices\..*data_stream/.test(group)) return 'data_streams';
  if (group === 'indices.resolve_index') return 'indices';
  if (group.includes('alias')) return 'aliases';
  return 'other';
}
