// Which data stream a backing index belongs to, read from its name. Which releases have data
// streams is the engine profile's `dataStreams`.
/** The day of the backing index's creation, yyyy.MM.dd, in names since Elasticsearch 7.11. */
const DATED_SUFFIX = /-\d{4}\.\d{2}\.\d{2}-\d{6,}$/;
/** The generation alone, in names of Elasticsearch 7.9 and 7.10 and of OpenSearch. */
const GENERATION_SUFFIX = /-\d{6,}$/;
/** Backing indices (.ds-) and the indices of Elasticsearch's failure store (.fs-). */
const STREAM_PREFIX = /^\.(?:ds|fs)-/;

/**
 * The data stream in `streamNames` that a backing index belongs to, read from the index name:
 * `.ds-<stream>-<yyyy.MM.dd>-<generation>` or `.ds-<stream>-<generation>`, and the same with
 * `.fs-` for failure-store indices. The generation has six digits or more. A stream name may hold
 * '-', '.' and digits, so both readings are tried, the dated one first. null when neither names a
 * stream in the set.
 */
export function backingIndexStream(
  indexName: string,
  streamNames: ReadonlySet<string>,
): string | null {
  if (!STREAM_PREFIX.test(indexName)) return null;
  const rest = indexName.replace(STREAM_PREFIX, '');
  for (const suffix of [DATED_SUFFIX, GENERATION_SUFFIX]) {
    const match = suffix.exec(rest);
    const candidate = match ? rest.slice(0, match.index) : '';
    if (candidate !== '' && streamNames.has(candidate)) return candidate;
  }
  return null;
}
