// The update check and its notice. It runs only when the server names an update host (it is
// opt-in); every failure is ignored, the notice simply does not appear.
import { httpUrl } from '../../../lib/safeUrl';
import { isRecord } from '../../../lib/storage';
import type { Platform } from './platform';
import { isNewerVersion, updateCheckUrl } from './updateUrl';

/** Relative to the document base, so it works under a base path. */
export const RUNTIME_CONFIG_PATH = 'api/config.json';
export const UUID_HEADER = 'X-Shardscope-Uuid';
/** The build mode the update host is told: the web app counts as 'docker'. */
export const UPDATE_BUILD_MODE = 'docker';
/** The web build has no package variants. */
export const UPDATE_VARIANT = '';
/** Where the notice leads. */
export const RELEASES_URL = 'https://github.com/shardscope/shardscope/releases';

export interface UpdateCheckContext {
  fetch: typeof fetch;
  /** The server's run-time configuration when the page brought it; else it is asked for. */
  config?: unknown;
  baseUri: string;
  /** The running app's version. */
  version: string;
  platform: Platform;
  /** Read only when a check is sent: no update host, no installation uuid stored. */
  installationUuid: () => string;
}

/** The update host of the server's runtime configuration, or null when it names none. */
export function updateHostOf(config: unknown): string | null {
  if (!isRecord(config) || typeof config.updateUrl !== 'string') return null;
  return httpUrl(config.updateUrl.trim());
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
    const config =
      context.config ??
      (await readJson(context, new URL(RUNTIME_CONFIG_PATH, context.baseUri).href, {
        cache: 'no-store',
      }));
    const host = updateHostOf(config);
    return host === null ? null : await askUpdateHost(context, host);
  } catch {
    return null;
  }
}
