// What the connection error panel (core spec 8.3) shows besides its fixed texts.
import type { ClusterTarget } from '../../api/types';

/**
 * The uri to open in a new tab to check reachability. With basic auth the credentials are
 * embedded, so the browser does not ask for them. Returns null for a uri that is not an
 * http(s) URL, which must never become a link.
 */
export function reachabilityLink({ uri, auth }: ClusterTarget): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (auth.authType === 'basicAuth' && auth.authData.username !== '') {
    url.username = auth.authData.username;
    url.password = auth.authData.password;
  }
  return url.href;
}

/** The SSL line of the checklist applies to https clusters only. */
export function usesHttps(uri: string): boolean {
  return /^https:\/\//i.test(uri.trim());
}
