// The update check address:
// {update host}/api/update/{version}/{buildMode}/{os}/{arch}/{variant}, empty segments omitted.
import { compareVersions } from '../../../engine/version';

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

/** The release and its pre-release label ('' for none), or null when not a semver. */
function semver(version: string): { release: string; preRelease: string } | null {
  const match = /^v?(\d+\.\d+\.\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
    version.trim(),
  );
  return match ? { release: match[1], preRelease: match[2] ?? '' } : null;
}

/**
 * Whether `candidate` is a newer semver than `current`. The releases compare as every version
 * does (engine/version.ts); a pre-release is older than its release, and two pre-releases of one
 * version compare as text. Anything unreadable is not newer.
 */
export function isNewerVersion(candidate: string, current: string): boolean {
  const next = semver(candidate);
  const now = semver(current);
  if (!next || !now) return false;
  const order = compareVersions(next.release, now.release);
  if (order !== 0) return order > 0;
  if (next.preRelease === now.preRelease) return false;
  if (next.preRelease === '') return true;
  if (now.preRelease === '') return false;
  return next.preRelease.localeCompare(now.preRelease, 'en', { numeric: true }) > 0;
}
