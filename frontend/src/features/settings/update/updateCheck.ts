// The update check and its notice. It runs only when the server names an update host (it is
// opt-in); every failure is ignored, the notice simply does not appear.
import { isRecord } from '../../../lib/storage';
import type { Platform } from './platform';
import { isNewerVersion, updateCheckUrl } from './updateUrl';

export const UUID_HEADER = 'X-Shardscope-Uuid';
/** The build mode the update host is told: the web app counts as 'docker'. */
export const UPDATE_BUILD_MODE = 'docker';
/** The web build has no package variants. */
export const UPDATE_VARIANT = '';
/** Where the notice leads. */
export const RELEASES_URL = 'https://github.com/shardscope/shardscope/releases';

export interface UpdateCheckContext {
  fetch: typeof fetch;
  /** The update host of the server's run-time configuration; null: the check is off. */
  host: string | null;
  /** The running app's version. */
  version: string;
  platform: Platform;
  /** Read only when a check is sent: no update host, no installation uuid stored. */
  installationUuid: () => string;
}

async function readJson(
  context: UpdateCheckContext,
  url: string,
  init: RequestInit,
): Promise<unknown> {
  const response = await context.fetch(url, init);
  if (response.status !== 200) return null;
  return (await response.json()) as unknown;
}

async function askUpdateHost(context: UpdateCheckContext, host: string): Promise<string | null> {
  const url = updateCheckUrl(host, {
    version: context.version,
    buildMode: UPDATE_BUILD_MODE,
    os: context.platform.os,
    arch: context.platform.arch,
    variant: UPDATE_VARIANT,
  });
  const answer = await readJson(context, url, {
    cache: 'no-store',
    headers: { [UUID_HEADER]: context.installationUuid() },
  });
  const version =
    isRecord(answer) && typeof answer.version === 'string' ? answer.version.trim() : '';
  return isNewerVersion(version, context.version) ? version : null;
}

/** The newer version the update host offers, or null (none, no host, or any error). */
export async function checkForUpdate(context: UpdateCheckContext): Promise<string | null> {
  try {
    return context.host === null ? null : await askUpdateHost(context, context.host);
  } catch {
    return null;
  }
}
