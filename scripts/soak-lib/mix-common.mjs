// What the kinds of requests share: bodies, small helpers and the checks of outcomes.

export const MIB = 1024 * 1024;
export const SEARCH = JSON.stringify({ query: { match_all: {} }, size: 10 });

/** An ndjson _bulk body of exactly `bytes` bytes. */
function bulk(bytes) {
  const lines = [];
  let size = 0;
  for (let n = 0; size < bytes; n += 1) {
    const source = `{"message":"soak line ${n} ${'m'.repeat(120)}","n":${n}}`;
    const line = `{"index":{"_index":"logs"}}\n${source}\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join('')).subarray(0, bytes);
}

export const BIG_BODY = bulk(4 * MIB);
export const SIGV4_BODY = bulk(MIB);

export const kind = (weight, run) => ({ weight, run });
export const pick = (items) => items[Math.floor(Math.random() * items.length)];
export const someNumber = () => Math.floor(Math.random() * 1000);
export const proxied = (cluster, path) => `/api/proxy/${cluster}/${path}`;

/** The problem with `outcome` when `statuses` were expected and the answer must be whole. */
export function check(outcome, statuses, { whole = true } = {}) {
  if (outcome.timedOut) return 'client timeout';
  if (outcome.status === 0) {
    return `connection error ${outcome.error?.code ?? outcome.error?.message}`;
  }
  if (!statuses.includes(outcome.status)) return `status ${outcome.status}`;
  if (whole && !outcome.complete) return 'answer cut short';
  return null;
}

export function parsed(outcome) {
  try {
    return JSON.parse(outcome.text);
  } catch {
    return undefined;
  }
}

/** The echo stand-in's account of a request: `caller`'s credentials, `length` bytes of body. */
export function echoed(outcome, length, caller) {
  const problem = check(outcome, [200]);
  if (problem) return problem;
  const answer = parsed(outcome);
  if (!answer) return 'answer is not JSON';
  if (answer.caller !== caller) return `cluster saw the credentials of ${answer.caller}`;
  if (answer.received !== length) return 'request body arrived changed in length';
  return null;
}
