// The engines and their versions: which engine, the one parsed version shape, and the one
// comparison every version check goes through.

/** The default engine ('elasticsearch') or its open-source fork ('opensearch'). */
export type Distribution = 'elasticsearch' | 'opensearch';

/** The engine a root answer (`GET /`) names in version.distribution; Elasticsearch names none. */
export function distributionOf(name: unknown): Distribution {
  return name === 'opensearch' ? 'opensearch' : 'elasticsearch';
}

/** Majors of the default engine that the product fully supports. */
export const SUPPORTED_MAJOR_VERSIONS: readonly number[] = [7, 8, 9];

/**
 * A version as the engine reports it ('8.15.2', '7.10.2-SNAPSHOT'), read into numbers. A part the
 * text does not give is null: the version of a cluster not yet connected is all null.
 */
export interface EngineVersion {
  major: number | null;
  minor: number | null;
  patch: number | null;
}

export const UNKNOWN_VERSION: EngineVersion = { major: null, minor: null, patch: null };

/** Each number is parsed as an integer ('10.1.0' has major 10); a suffix such as -SNAPSHOT is left. */
export function parseVersion(text: string | undefined | null): EngineVersion {
  const parts = String(text ?? '')
    .trim()
    .split(/[-+]/)[0]
    .split('.')
    .map((part) => Number.parseInt(part, 10));
  const at = (index: number) => {
    const number = parts[index];
    return number === undefined || Number.isNaN(number) ? null : number;
  };
  const major = at(0);
  return major === null ? UNKNOWN_VERSION : { major, minor: at(1), patch: at(2) };
}

function parsed(version: EngineVersion | string): EngineVersion {
  return typeof version === 'string' ? parseVersion(version) : version;
}

/**
 * -1, 0 or 1 as version `a` is before, the same as or after `b` ('8.10.0' is after '8.9.1'). A
 * missing part counts as 0, so '8' and '8.0.0' are the same.
 */
export function compareVersions(a: EngineVersion | string, b: EngineVersion | string): number {
  const left = parsed(a);
  const right = parsed(b);
  for (const part of ['major', 'minor', 'patch'] as const) {
    const difference = (left[part] ?? 0) - (right[part] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/**
 * Whether `version` is `minimum` or later (`atLeast(version, '7.9')`). An unknown version fails
 * every check.
 */
export function atLeast(version: EngineVersion | string, minimum: string): boolean {
  const known = parsed(version);
  return known.major !== null && compareVersions(known, minimum) >= 0;
}

/**
 * Major version of a version number, as stored in Cluster.majorVersion ('10.1.0' gives '10', not
 * '1'). Unparsable input gives ''.
 */
export function majorVersionOf(version: string | undefined | null): string {
  const { major } = parseVersion(version);
  return major === null ? '' : String(major);
}

/** major.minor of a version, for versioned documentation links ('8.15'); '' when unknown. */
export function majorMinorOf(version: EngineVersion): string {
  return version.major === null || version.minor === null
    ? ''
    : `${version.major}.${version.minor}`;
}
