// The quick kinds of requests: the app's files and API, and proxied reads and writes that the
// clusters answer at once (or refuse, or cannot take).

import {
  BIG_BODY,
  MIB,
  SEARCH,
  SIGV4_BODY,
  check,
  echoed,
  kind,
  parsed,
  pick,
  proxied,
  someNumber,
} from './mix-common.mjs';

/** Requests a read-only cluster must refuse: [method, path, body, status]. */
const DISGUISED = [
  ['POST', '_plugins/_sql', '{"query":"DELETE FROM soak WHERE 1=1"}', 403],
  ['GET', '_opendistro/_sql?sql=DELETE%20FROM%20soak', null, 403],
  ['GET', '_opendistro/_knn/warmup/soak', null, 403],
  ['DELETE', '_search/scroll/_all', null, 403],
  ['DELETE', '_search/point_in_time/_all', null, 403],
  ['GET', '_%66lush', null, 400],
  ['GET', 'soak/_r%65fresh', null, 400],
  ['POST', 'soak/%5Fbulk', '{}', 400],
];

/** Headers the browser may send that no cluster gets (none names them in forwardHeaders). */
export const UNFORWARDED = {
  'x-proxy-user': 'admin',
  'x-proxy-roles': 'all_access',
  securitytenant: 'global',
  'x-original-url': '/_bulk',
  'es-secondary-authorization': 'ApiKey c29haw==',
};

export function fastKinds({ ctx, api, request }) {
  const callerIs = (outcome, caller) =>
    check(outcome, [200]) ??
    (parsed(outcome)?.caller === caller ? null : `cluster saw the credentials of another`);
  const ndjson = api('POST', 'application/x-ndjson');

  return {
    page: kind(4, async () => {
      const outcome = await request({
        path: pick(['/', '/cluster/0/indices', '/settings']),
        headers: {
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          'accept-encoding': 'br, gzip',
          'sec-fetch-site': 'none',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        },
      });
      if (outcome.headers.etag) ctx.etag = outcome.headers.etag;
      return check(outcome, [200]);
    }),
    'page-revalidate': kind(2, async () => {
      const outcome = await request({
        path: '/',
        headers: { accept: 'text/html', 'if-none-match': ctx.etag ?? '"none"' },
      });
      return check(outcome, [200, 304]);
    }),
    asset: kind(6, async () => {
      const outcome = await request({
        path: pick(ctx.assets),
        headers: {
          accept: '*/*',
          'accept-encoding': pick(['br, gzip', 'gzip', '']),
          'sec-fetch-site': 'same-origin',
        },
      });
      return check(outcome, [200]) ?? (outcome.bytes > 0 ? null : 'empty answer');
    }),
    config: kind(2, async () => {
      const outcome = await request({ path: '/api/config.json' });
      return check(outcome, [200]) ?? (parsed(outcome) ? null : 'answer is not JSON');
    }),
    'default-clusters': kind(2, async () => {
      const outcome = await request({ path: '/api/default_clusters.json' });
      const problem = check(outcome, [200]);
      if (problem) return problem;
      const clusters = parsed(outcome);
      if (!Array.isArray(clusters)) return 'answer is not a JSON array';
      const secret = ['uri', 'username', 'password', 'S3accessKeyId', 'S3secretAccessKey'];
      const served = clusters.some((cluster) => secret.some((field) => field in cluster));
      return served ? 'an address or a credential was served' : null;
    }),
    'proxy-read': kind(10, async () =>
      callerIs(await request({ path: proxied('echo', '_cluster/health') }), 'echo'),
    ),
    'proxy-search': kind(8, async () => {
      const path = proxied('echo', `logs-${someNumber() % 5}/_search`);
      const outcome = await request({ method: 'POST', path, body: SEARCH });
      return echoed(outcome, SEARCH.length, 'echo');
    }),
    'proxy-head': kind(2, async () =>
      check(await request({ method: 'HEAD', path: proxied('echo', 'logs') }), [200]),
    ),
    'proxy-write': kind(10, async () => {
      const [method, path] = pick([
        ['PUT', `logs/_doc/${someNumber()}`],
        ['POST', 'logs/_doc'],
        ['DELETE', `logs/_doc/${someNumber()}`],
        ['PUT', `logs-${someNumber()}`],
        ['POST', 'logs/_refresh'],
      ]);
      const body =
        method === 'DELETE' ? null : JSON.stringify({ message: 'soak', n: someNumber() });
      const outcome = await request({ method, path: proxied('echo', path), body });
      return echoed(outcome, body?.length ?? 0, 'echo');
    }),
    'read-only-read': kind(4, async () => {
      if (Math.random() < 0.5) {
        return callerIs(
          await request({ path: proxied('readonly', '_cluster/health') }),
          'readonly',
        );
      }
      const path = proxied('readonly', 'logs/_search');
      return echoed(
        await request({ method: 'POST', path, body: SEARCH }),
        SEARCH.length,
        'readonly',
      );
    }),
    // Refused by the console; the stand-in counts any of them that reaches it.
    'read-only-write': kind(4, async () => {
      const [method, path] = pick([
        ['PUT', 'soak-ro-writes/_doc/1'],
        ['POST', 'soak-ro-writes/_doc'],
        ['DELETE', 'soak-ro-writes'],
        ['POST', 'soak-ro-writes/_delete_by_query'],
      ]);
      const body = method === 'DELETE' ? null : SEARCH;
      return check(await request({ method, path: proxied('readonly', path), body }), [403]);
    }),
    'sigv4-small': kind(5, async () => {
      if (Math.random() < 0.4) {
        return callerIs(await request({ path: proxied('sigv4', '_cluster/health') }), 'sigv4');
      }
      const path = proxied('sigv4', 'logs/_search');
      return echoed(await request({ method: 'POST', path, body: SEARCH }), SEARCH.length, 'sigv4');
    }),
    'sigv4-1mb': kind(1, async () => {
      const outcome = await request({
        method: 'POST',
        path: proxied('sigv4', 'logs/_bulk'),
        headers: ndjson,
        body: SIGV4_BODY,
        timeoutMs: 30_000,
      });
      return echoed(outcome, SIGV4_BODY.length, 'sigv4');
    }),
    'big-answer': kind(1, async () => {
      const bytes = 4 * MIB + someNumber();
      const path = proxied('echo', `soak-big/_search?bytes=${bytes}`);
      const outcome = await request({ path, timeoutMs: 30_000 });
      return check(outcome, [200]) ?? (outcome.bytes === bytes ? null : 'answer changed in length');
    }),
    'big-body': kind(1, async () => {
      const outcome = await request({
        method: 'POST',
        path: proxied('echo', 'logs/_bulk'),
        headers: ndjson,
        body: BIG_BODY,
        timeoutMs: 30_000,
      });
      return echoed(outcome, BIG_BODY.length, 'echo');
    }),
    // The cluster's own error answers pass through; a connection it breaks is a 502.
    failing: kind(3, async () => {
      const [mode, expected] = pick([
        ['500', 500],
        ['503', 503],
        ['reset', 502],
        ['close', 502],
      ]);
      const outcome = await request({ path: proxied('failing', `_cluster/health?mode=${mode}`) });
      return check(outcome, [expected]);
    }),
    refused: kind(2, async () =>
      check(await request({ path: proxied('refused', '_cluster/health') }), [502]),
    ),
    // The first address refuses connections, the second answers.
    failover: kind(2, async () =>
      callerIs(await request({ path: proxied('failover', '_cluster/health') }), 'anonymous'),
    ),
    'cross-site': kind(1, async () => {
      const outcome = await request({
        method: 'POST',
        path: proxied('echo', 'soak-cross-site/_doc'),
        headers: { ...api('POST'), origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        body: SEARCH,
      });
      return check(outcome, [403]);
    }),
    // Reads that carry a write, escapes a gateway would decode, the legacy route of a declared
    // write: refused by the console (400 or 403); the stand-in counts any that reaches it.
    'read-only-disguised': kind(3, async () => {
      const [method, path, body, status] = pick(DISGUISED);
      return check(await request({ method, path: proxied('readonly', path), body }), [status]);
    }),
    // Headers outside the allow-list never reach a cluster (the stand-in counts them).
    'proxy-headers': kind(2, async () => {
      const headers = { ...api('GET'), ...UNFORWARDED };
      const outcome = await request({ path: proxied('echo', '_cluster/health'), headers });
      return callerIs(outcome, 'echo');
    }),
    // A cluster's redirect is never passed on: the browser would follow it elsewhere.
    'proxy-redirect': kind(1, async () => {
      const path = proxied('echo', 'soak-redirect/_search');
      const outcome = await request({ method: 'POST', path, body: SEARCH });
      const location = outcome.headers.location ? 'a Location was passed on' : null;
      return check(outcome, [502]) ?? location;
    }),
    'unknown-cluster': kind(1, async () =>
      check(await request({ path: proxied('no-such-cluster', '_cluster/health') }), [404]),
    ),
  };
}
