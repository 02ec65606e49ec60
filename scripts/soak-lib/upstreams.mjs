// Stand-in clusters on loopback, in this process: what the proxy forwards to.
//   echo     answers JSON at once; checks each request's credentials; big answers on demand
//   stalled  accepts connections and never answers
//   failing  answers 500 or 503, resets the connection, or closes it without an answer
//   slow     trickles its answer, answers late, or stops in the middle of an answer
//   refused  a port where nothing listens

import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

export const CREDENTIALS = {
  echo: { username: 'soak', password: 'soak-secret' },
  readonly: { username: 'reader', password: 'reader-secret' },
  sigv4: { accessKeyId: 'AKIASOAKTEST', secretAccessKey: 'soak-secret-key', region: 'eu-west-1' },
};

/** First path segments that must never reach a cluster (see scenarios.mjs). */
export const FORBIDDEN_INDICES = {
  'soak-ro-writes': 'a write to the read-only cluster reached it',
  'soak-cross-site': 'a cross-site request reached the cluster',
  'soak-aborted': 'an upload the client aborted reached the cluster as a whole body',
};

const CHUNK = Buffer.from(`"${'x'.repeat(65536 - 4)}",`);
const BIG_HEAD = Buffer.from('{"took":1,"hits":{"hits":[');

/** Every stand-in, started; `violations` counts what the proxy must never let through. */
export async function startUpstreams() {
  const violations = new Map();
  const violate = (what) => violations.set(what, (violations.get(what) ?? 0) + 1);
  const servers = [];
  const listen = async (server) => {
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${server.address().port}`;
  };
  const echo = await listen(httpServer((req, res) => echoAnswer(req, res, violate)));
  const failing = await listen(httpServer(failingAnswer));
  const slow = await listen(httpServer(slowAnswer));
  const stalledSockets = new Set();
  const stalled = await listen(
    net.createServer((socket) => {
      stalledSockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => stalledSockets.delete(socket));
      socket.resume();
    }),
  );
  const refused = `http://127.0.0.1:${await freePort()}`;
  return {
    uris: { echo, failing, slow, stalled, refused },
    violations,
    stalledSockets,
    close() {
      for (const socket of stalledSockets) socket.destroy();
      for (const server of servers) {
        server.closeAllConnections?.();
        server.close();
      }
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function httpServer(handler) {
  const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
    res.on('error', () => {});
    req.on('error', () => {});
    handler(req, res);
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return server;
}

function json(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Which configured cluster sent the request, from its credentials; null when none matches. */
function caller(headers) {
  const auth = headers.authorization ?? '';
  const basic = (c) => `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;
  if (auth === basic(CREDENTIALS.echo)) return 'echo';
  if (auth === basic(CREDENTIALS.readonly)) return 'readonly';
  const sigv4 = CREDENTIALS.sigv4;
  if (
    auth.startsWith(`AWS4-HMAC-SHA256 Credential=${sigv4.accessKeyId}/`) &&
    auth.includes(`/${sigv4.region}/es/aws4_request`) &&
    headers['x-amz-date']
  ) {
    return 'sigv4';
  }
  if (auth === '') return 'anonymous';
  return null;
}

/** Headers no cluster may receive (see UNFORWARDED in mix-fast.mjs). */
const UNFORWARDED_NAMES = [
  'x-proxy-user',
  'x-proxy-roles',
  'securitytenant',
  'x-original-url',
  'es-secondary-authorization',
];

/** What a read-only cluster must never receive, by its path, query and first body bytes. */
function readOnlyViolation(url, head) {
  const path = url.pathname;
  if (/^\/_(plugins|opendistro)\/_sql/.test(path) && /delete/i.test(head + url.search)) {
    return 'an SQL DELETE reached the read-only cluster';
  }
  if (/\/_all$/.test(path)) {
    return 'a clear-all of scrolls or points in time reached the read-only cluster';
  }
  if (path.startsWith('/_opendistro/_knn/warmup')) {
    return 'a legacy k-NN warmup reached the read-only cluster';
  }
  return null;
}

function echoAnswer(req, res, violate) {
  const url = new URL(req.url, 'http://upstream');
  const index = url.pathname.split('/')[1];
  const who = caller(req.headers);
  const hash = req.headers['x-amz-content-sha256'] ? crypto.createHash('sha256') : null;
  let received = 0;
  let head = '';
  req.on('data', (chunk) => {
    received += chunk.length;
    if (head.length < 4096) head += chunk.subarray(0, 4096).toString('latin1');
    hash?.update(chunk);
  });
  req.on('end', () => {
    if (FORBIDDEN_INDICES[index]) violate(FORBIDDEN_INDICES[index]);
    if (/%(2f|5c|[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/i.test(req.url.split('?')[0])) {
      violate('an escape a gateway could decode into a name reached a cluster');
    }
    if (UNFORWARDED_NAMES.some((name) => name in req.headers)) {
      violate('a header outside the allow-list reached a cluster');
    }
    const readOnly = who === 'readonly' ? readOnlyViolation(url, head) : null;
    if (readOnly) violate(readOnly);
    if (index === 'soak-redirect') {
      res.writeHead(307, { location: '/api/proxy/echo/_bulk', 'content-length': 0 });
      res.end();
      return;
    }
    if (!who) {
      json(res, 401, { error: { type: 'security_exception', reason: 'unknown credentials' } });
      return;
    }
    const declared = req.headers['x-amz-content-sha256'];
    if (hash && declared !== 'UNSIGNED-PAYLOAD' && hash.digest('hex') !== declared) {
      json(res, 400, {
        error: { type: 'soak_payload_hash', reason: 'body differs from its hash' },
      });
      return;
    }
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end();
    } else if (index === 'soak-big' && req.method === 'GET') {
      streamBig(res, Number(url.searchParams.get('bytes')) || 4 << 20);
    } else if (url.pathname === '/_cluster/health') {
      json(res, 200, { cluster_name: 'soak', status: 'green', number_of_nodes: 1, caller: who });
    } else {
      json(res, 200, { caller: who, method: req.method, path: url.pathname, received });
    }
  });
}

/** A JSON answer of exactly `total` bytes, sent in 64 KiB parts as the reader takes them. */
function streamBig(res, total) {
  const parts = Math.max(0, Math.floor((total - BIG_HEAD.length - 64) / CHUNK.length));
  const rest = total - BIG_HEAD.length - parts * CHUNK.length;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(BIG_HEAD);
  let sent = 0;
  const pump = () => {
    while (sent < parts) {
      sent += 1;
      if (!res.write(CHUNK)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end(`"${'x'.repeat(rest - 5)}"]}}`);
  };
  pump();
}

function failingAnswer(req, res) {
  req.resume();
  req.on('end', () => {
    const mode = new URL(req.url, 'http://upstream').searchParams.get('mode');
    if (mode === 'reset') req.socket.resetAndDestroy();
    else if (mode === 'close') req.socket.destroy();
    else {
      const status = mode === '503' ? 503 : 500;
      json(res, status, {
        error: { type: 'soak_failure', reason: `the stand-in answers ${status}` },
        status,
      });
    }
  });
}

function slowAnswer(req, res) {
  req.resume();
  req.on('end', () => {
    const query = new URL(req.url, 'http://upstream').searchParams;
    const mode = query.get('mode');
    if (mode === 'delay') {
      const timer = setTimeout(() => json(res, 200, { delayed: true }), Number(query.get('ms')));
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"parts":[');
    if (mode === 'stall') {
      // Half an answer, then silence: the proxy's read timeout must cut it.
      res.write('"a","b"');
      return;
    }
    let part = 0;
    const timer = setInterval(() => {
      part += 1;
      if (part < 20) res.write(`${part > 1 ? ',' : ''}"${'t'.repeat(64)}"`);
      else {
        clearInterval(timer);
        res.end(']}');
      }
    }, 150);
    res.on('close', () => clearInterval(timer));
  });
}
