// The engines and their versions: which engine, major version, supported check and feature
// checks.

/** The default engine ('elasticsearch') or its open-source fork ('opensearch'). */
export type Distribution = 'elasticsearch' | 'opensearch';

/** Majors of the default engine that the product fully supports. */
export const SUPPORTED_MAJOR_VERSIONS: readonly number[] = [7, 8, 9];

/**
 * Major version of a version number, as stored in Cluster.majorVersion. The number is parsed as
 * an integer (not taken as the first character), so
 * '10.1.0' gives '10', not '1'. Unparsable input gives ''.
 */
export function majorVersionOf(version: string | undefined | null): string {
  const major = Number.parseInt(String(version ?? '').trim(), 10);
  return Number.isNaN(major) ? '' : String(major);
}

/**
 * Whether the unsupported-version warning applies. Of the two readings the user-facing one is
 * used: only the default engine is checked (the fork has its own version line, where 1, 2 and 3
 * are current), and an unknown version (not yet connected) never warns.
 */
export function isUnsupportedVersion(distribution: Distribution, majorVersion: string): boolean {
  if (distribution !== 'elasticsearch') return false;
  const major = Number.parseInt(majorVersion, 10);
  if (Number.isNaN(major)) return false;
  return !SUPPORTED_MAJOR_VERSIONS.includes(major);
}

/**
 * The cluster-version feature check: true when the cluster's major version is at least
 * `minimumMajor`: '>=', which is what every gated feature needs
 * (e.g. the shards column from 8, _index_template from 7). An unknown version fails the check.
 */
export function versionAtLeast(majorVersion: string, minimumMajor: number): boolean {
  const major = Number.parseInt(majorVersion, 10);
  return !Number.isNaN(major) && major >= minimumMajor;
}

/** The default engine's major version the fork's APIs correspond to. */
export const FORK_FEATURE_MAJOR = 7;

/**
 * The major version that feature checks compare against. The fork split from the default engine
 * at 7.10 and kept its index, alias, reindex and template APIs, so every fork release counts as
 * 7: without this, an OpenSearch 2 cluster would fail the '> 1' reindex check and every template
 * check. Unknown versions stay unknown (and fail every check).
 */
export function featureMajorVersion(distribution: Distribution, majorVersion: string): string {
  if (distribution !== 'opensearch' || Number.isNaN(Number.parseInt(majorVersion, 10))) {
    return majorVersion;
  }
  return String(FORK_FEATURE_MAJOR);
}

/** The engine's product name for texts such as the server-error title. */
export function engineName(distribution: Distribution): string {
  return distribution === 'opensearch' ? 'OpenSearch' : 'Elasticsearch';
}

/** major.minor of a version number, for versioned documentation links ('8.15.2' → '8.15'). */
export function majorMinorOf(version: string): string {
  const match = /^(\d+)\.(\d+)/.exec(version.trim());
  return match ? `${match[1]}.${match[2]}` : '';
}
