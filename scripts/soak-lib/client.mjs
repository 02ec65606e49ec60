// One HTTP request to the console, with the outcome as data (it never throws).

import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Text kept of an answer; longer answers are only counted. */
const TEXT_LIMIT = 256 * 1024;

export { sleep };

export function keepAliveAgent(maxSockets) {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/**
 * Sends one request to `port` on loopback and resolves with
 * { status, headers, bytes, text, complete, error, timedOut, ms }:
 * `complete` is false when the answer was cut short, `error` the client-side failure if any.
 *   body     Buffer or string sent whole
 *   upload   async (req) => …, writes the body itself (and ends it) for slow writers
 *   read     async (res, req, outcome) => …, reads the answer itself for slow readers
 */
export function send(port, agent, options) {
  const {
    method = 'GET',
    path,
    headers = {},
    body = null,
    upload,
    read,
    timeoutMs = 15_000,
  } = options;
  return new Promise((resolve) => {
    const started = performance.now();
    const outcome = {
      status: 0,
      headers: {},
      bytes: 0,
      text: '',
      complete: false,
      error: null,
      timedOut: false,
      ms: 0,
    };
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error && !outcome.error) outcome.error = error;
      outcome.ms = performance.now() - started;
      resolve(outcome);
    };
    const headersOut = { ...headers };
    if (body !== null) headersOut['content-length'] = Buffer.byteLength(body);
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: headersOut, agent });
    const timer = setTimeout(() => {
      outcome.timedOut = true;
      req.destroy();
      finish(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => finish(error));
    req.on('close', () => {
      if (!outcome.status) finish(new Error('the connection closed without an answer'));
    });
    req.on('response', (res) => {
      outcome.status = res.statusCode;
      outcome.headers = res.headers;
      if (read) {
        read(res, req, outcome).then(
          () => finish(),
          (error) => finish(error),
        );
        return;
      }
      const kept = [];
      res.on('data', (chunk) => {
        outcome.bytes += chunk.length;
        if (outcome.bytes <= TEXT_LIMIT) kept.push(chunk);
      });
      res.on('error', () => {});
      res.on('close', () => {
        outcome.complete = res.complete;
        outcome.text = Buffer.concat(kept).toString();
        finish(res.complete ? null : new Error('the answer was cut short'));
      });
    });
    if (upload) {
      upload(req).catch((error) => {
        req.destroy();
        finish(error);
      });
    } else {
      req.end(body ?? undefined);
    }
  });
}

/** Writes `total` bytes of `piece` in parts of `part` bytes, `pauseMs` apart, then ends. */
export function slowUpload(piece, total, part, pauseMs, { abortAfter = Infinity } = {}) {
  return async (req) => {
    let written = 0;
    while (written < total) {
      if (req.destroyed) return;
      if (written >= abortAfter) {
        req.destroy();
        return;
      }
      const size = Math.min(part, total - written);
      req.write(piece.subarray(0, size));
      written += size;
      await sleep(pauseMs);
    }
    req.end();
  };
}

/** Reads whatever is buffered every `pauseMs` (16 KiB or so each time) for `forMs`, then aborts. */
export function slowRead(forMs, pauseMs) {
  return async (res, req, outcome) => {
    res.on('error', () => {});
    const until = performance.now() + forMs;
    while (performance.now() < until && !res.complete && !res.destroyed) {
      await sleep(pauseMs);
      let chunk;
      while ((chunk = res.read()) !== null) outcome.bytes += chunk.length;
    }
    outcome.complete = res.complete;
    req.destroy();
  };
}
