// The slow kinds of requests: clusters that stall, trickle or stop half-way, and clients that
// read or write slowly or give up in the middle of an upload.

import { slowRead, slowUpload } from './client.mjs';
import {
  BIG_BODY,
  MIB,
  SEARCH,
  check,
  echoed,
  kind,
  parsed,
  pick,
  proxied,
} from './mix-common.mjs';

export function slowKinds({ api, request }) {
  const ndjson = api('POST', 'application/x-ndjson');

  return {
    // No answer at all: 504 after --proxy-read-timeout (5 s).
    stalled: kind(2, async () => {
      const post = Math.random() < 0.5;
      const outcome = await request({
        method: post ? 'POST' : 'GET',
        path: proxied('stalled', post ? 'logs/_search' : '_cluster/health'),
        body: post ? SEARCH : null,
        timeoutMs: 20_000,
      });
      return check(outcome, [504]);
    }),
    // A part every 150 ms for 3 s: never silent for the read timeout, so it arrives whole.
    trickle: kind(2, async () => {
      const outcome = await request({ path: proxied('slow', '_cluster/health?mode=trickle') });
      const whole = parsed(outcome)?.parts?.length === 19;
      return check(outcome, [200]) ?? (whole ? null : 'answer changed');
    }),
    'late-answer': kind(1, async () => {
      const outcome = await request({
        path: proxied('slow', '_cluster/health?mode=delay&ms=3000'),
      });
      return check(outcome, [200]) ?? (parsed(outcome)?.delayed ? null : 'answer changed');
    }),
    // Half an answer, then silence: the answer must end cut short, never as if complete.
    'stall-mid-answer': kind(1, async () => {
      const outcome = await request({
        path: proxied('slow', '_search?mode=stall'),
        timeoutMs: 20_000,
      });
      const problem = check(outcome, [200], { whole: false });
      return problem ?? (outcome.complete ? 'a stalled answer was passed on as complete' : null);
    }),
    // Reads some 80 KB/s of an 8 MiB answer for 3 s, then hangs up.
    'slow-reader': kind(2, async () => {
      const outcome = await request({
        path: proxied('echo', `soak-big/_search?bytes=${8 * MIB}`),
        read: slowRead(3_000, 200),
      });
      const problem = check(outcome, [200], { whole: false });
      return problem ?? (outcome.bytes > 0 ? null : 'nothing read');
    }),
    // 8 KB/s for 8 s, longer than the read timeout (5 s) but never silent for it: the cluster
    // gets every byte.
    'slow-writer': kind(2, async () => {
      const cluster = pick(['echo', 'echo', 'sigv4']);
      const total = 64 * 1024;
      const outcome = await request({
        method: 'POST',
        path: proxied(cluster, 'logs/_bulk'),
        headers: ndjson,
        upload: slowUpload(BIG_BODY, total, 2048, 250),
      });
      return echoed(outcome, total, cluster);
    }),
    // 128 KiB of 1 MiB, then the client hangs up: the cluster must never receive the part as
    // a whole body (the stand-in counts it if it does).
    'upload-abort': kind(1, async () => {
      const declared = Math.random() < 0.5;
      const outcome = await request({
        method: 'POST',
        path: proxied(pick(['echo', 'sigv4']), 'soak-aborted/_bulk'),
        headers: { ...ndjson, ...(declared ? { 'content-length': MIB } : {}) },
        upload: slowUpload(BIG_BODY, MIB, 16 * 1024, 100, { abortAfter: 128 * 1024 }),
      });
      const success = outcome.status >= 200 && outcome.status < 300;
      return success ? `status ${outcome.status} for a body cut short` : null;
    }),
  };
}
