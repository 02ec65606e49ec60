// What the connection error panel shows besides its fixed texts.
import type { ClusterTarget } from '../../../api/types';

/**
 * The uri to open in a new tab to check reachability. Credentials never go into it (the
 * browser asks for them itself when the cluster wants them). Returns null for a uri that is
 * not an http(s) URL, which must never become a link.
 */
export function reachabilityLink({ uri }: ClusterTarget): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.username = '';
  url.password = '';
  return url.href;
}

/** The SSL line of the checklist applies to https clusters only. */
export function usesHttps(uri: string): boolean {
  return /^https:\/\//i.test(uri.trim());
}
