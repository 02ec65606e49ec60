// What names a path part takes (see "Part kinds" in ../README.md).

// The path segments that say what the part after them names.
const SEGMENT_KINDS = [
  [/\/_ingest\/pipeline$/, 'pipelines'],
  [/\/_ilm\/policy$/, 'policies'],
  [/\/_resolve\/(index|cluster)$/, 'indices'],
  [/\/_index_template\/_simulate_index$/, 'indices'],
  [/\/_index_template\/_simulate$/, 'index_templates'],
  [/\/_data_stream\/_promote$/, 'data_streams'],
  [/\/_data_stream\/_migrate$/, 'aliases'],
  [/\/_cat\/aliases$/, 'aliases'],
  [/\/_cat\/component_templates$/, 'component_templates'],
  [/\/_cat\/templates$/, 'index_templates'],
  [/\/_(alias|aliases)$/, 'aliases'],
  [/\/_(index_template|template)$/, 'index_templates'],
  [/\/_component_template$/, 'component_templates'],
  [/\/_data_stream$/, 'data_streams'],
  [/\/_snapshot$/, 'repositories'],
];

// Part names (or types) that say what they name wherever they are.
const NAME_KINDS = [
  [/^(index|indices|new_index|source|dest|target_index)$/, /^(Indices|IndexName)\b/, 'indices'],
  [/^(fields?)$/, /^Fields?$/, 'fields'],
  [/^repository$/, null, 'repositories'],
  [/^snapshot$/, null, 'snapshots'],
  [/^node_id$/, /^NodeIds?$/, 'nodes'],
  [/^task_id$/, /^TaskId$/, 'tasks'],
  [/^alias$/, null, 'aliases'],
  [null, /^DataStreamNames?$/, 'data_streams'],
];

/** What names a path part takes: from the path segment before it, else from its name or type. */
export function partKind(part, type, paths) {
  for (const p of paths) {
    const before = p.slice(0, p.indexOf(`/{${part}}`));
    const kind = SEGMENT_KINDS.find(([segment]) => segment.test(before))?.[1];
    if (kind) return kind;
  }
  const match = NAME_KINDS.find(
    ([name, typePattern]) => name?.test(part) || typePattern?.test(type),
  );
  return match ? match[2] : 'other';
}
