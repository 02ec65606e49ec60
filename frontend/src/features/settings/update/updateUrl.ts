// The update check address:
// {update host}/api/update/{version}/{buildMode}/{os}/{arch}/{variant}, empty segments omitted.

export interface UpdateTarget {
  version: string;
  buildMode: string;
  /** As the platform names it: 'linux', 'macos', 'windows', or '' when unknown. */
  os: string;
  /** As the platform names it: 'x86_64', 'amd64', 'aarch64', or '' when unknown. */
  arch: string;
  variant: string;
}

/** Lower-cased, and macos becomes darwin. */
export function updateOs(os: string): string {
  const lower = os.trim().toLowerCase();
  return lower === 'macos' ? 'darwin' : lower;
}

/** amd64 becomes x86_64; on darwin an unknown arch becomes aarch64. */
export function updateArch(arch: string, os: string): string {
  const lower = arch.trim().toLowerCase();
  if (lower === 'amd64') return 'x86_64';
  if (lower === '' && os === 'darwin') return 'aarch64';
  return lower;
}

export function updateCheckUrl(host: string, target: UpdateTarget): string {
  const os = updateOs(target.os);
  const segments = [
    target.version,
    target.buildMode,
    os,
    updateArch(target.arch, os),
    target.variant,
  ]
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '')
    .map(encodeURIComponent);
  return `${host.replace(/\/+$/, '')}/api/update/${segments.join('/')}`;
}

function versionParts(version: string): [number, number, number, string] | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    version.trim(),
  );
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? ''];
}

/**
 * Whether `candidate` is a newer semver than `current`. A pre-release is older than its
 * release; two pre-releases of one version compare as text. Anything unreadable is not newer.
 */
export function isNewerVersion(candidate: string, current: string): boolean {
  const next = versionParts(candidate);
  const now = versionParts(current);
  if (!next || !now) return false;
  for (let index = 0; index < 3; index += 1) {
    if (next[index] !== now[index]) return next[index] > now[index];
  }
  const [nextPre, nowPre] = [next[3], now[3]];
  if (nextPre === nowPre) return false;
  if (nextPre === '') return true;
  if (nowPre === '') return false;
  return nextPre.localeCompare(nowPre, 'en', { numeric: true }) > 0;
}
