// The request bodies the REST benchmarks type.

/**
 * A search body of `lines` lines, as the REST benchmarks type into: a bool query with one term
 * clause per line on fields field_0000 to field_{fields - 1}.
 */
export function searchBody(lines, fields = 5000) {
  const clauses = Array.from(
    { length: Math.max(0, lines - 4) },
    (_, i) => `      {"term": {"field_${String(i % fields).padStart(4, '0')}": "value-${i}"}},`,
  );
  return ['{', '  "query": {"bool": {"should": [', ...clauses, '      {"match_all": {}}', '  ]}}', '}'].join('\n');
}
