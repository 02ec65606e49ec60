/** `uri` when it is an http(s) address a link may point to, else null (no javascript: links). */
export function httpUrl(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
