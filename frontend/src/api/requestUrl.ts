// A request's address: the cluster's uri as stored, the base every path is relative to, and the
// path with its query string, as the request layer sends them.

export type QueryValue = string | number | boolean | string[] | undefined;
export type QueryParams = Record<string, QueryValue>;

/** The uri as stored: trimmed, trailing slashes removed. */
export function normalizeUri(uri: string): string {
  return uri.trim().replace(/\/+$/, '');
}

/** The base every request path is relative to: the normalised uri ending with '/'. */
export function requestBase(uri: string): string {
  return `${normalizeUri(uri)}/`;
}

// ':' is legal in a query (RFC 3986) and common in sort values ('health:desc'); kept readable.
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value)
      ? value.map(encodeQueryValue).join(',')
      : encodeQueryValue(String(value));
    pairs.push(`${encodeURIComponent(name)}=${text}`);
  }
  return pairs.join('&');
}

/** The path with its query string, as sent: without its leading '/'. */
export function pathWithQuery(path: string, params?: QueryParams): string {
  const bare = path.replace(/^\/+/, '');
  const query = buildQueryString(params);
  if (query === '') return bare;
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}

/** Full URL of a request: base, path without its leading '/', then the query string. */
export function buildUrl(uri: string, path: string, params?: QueryParams): string {
  return requestBase(uri) + pathWithQuery(path, params);
}
