// The first step of adding a cluster: the lines a cluster needs so the browser may call it
// from this page.

export const CORS_ALLOW_HEADERS = 'X-Requested-With,Content-Type,Content-Length,Authorization';

/** elasticsearch.yml / opensearch.yml lines allowing `origin` (window.location.origin). */
export function corsConfigLines(origin: string): string[] {
  return [
    'http.cors.enabled: true',
    `http.cors.allow-origin: ${JSON.stringify(origin)}`,
    `http.cors.allow-headers: ${CORS_ALLOW_HEADERS}`,
  ];
}
