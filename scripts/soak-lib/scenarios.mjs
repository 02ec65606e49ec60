// The request mix: what each kind of request sends and which outcome is expected of it.
// A kind is { weight, run }: `run` resolves with null when the outcome was the expected one,
// else a short class such as "status 502", "connection error ECONNRESET" or "client timeout".

import { send } from './client.mjs';
import { fastKinds } from './mix-fast.mjs';
import { slowKinds } from './mix-slow.mjs';

/**
 * The kinds of requests: `fast` ones take milliseconds, `slow` ones seconds (they wait for a
 * timeout, a trickle or a slow client). Requests carry what the app's own pages send: a
 * same-origin Sec-Fetch-Site, and an Origin on requests with a body.
 */
export function scenarios(ctx) {
  const origin = `http://127.0.0.1:${ctx.port}`;
  const api = (method, contentType = 'application/json') => ({
    accept: 'application/json',
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    ...(method === 'GET' || method === 'HEAD' ? {} : { origin, 'content-type': contentType }),
  });
  // Sends one request and notes what happened, for the examples of unexpected outcomes.
  const traced = async (agent, options) => {
    const method = options.method ?? 'GET';
    const outcome = await send(ctx.port, agent, { headers: api(method), ...options });
    const note = ctx.trace.getStore();
    if (note) {
      const answer = outcome.status || outcome.error?.message;
      note.detail = `${method} ${options.path} -> ${answer} ${outcome.text.slice(0, 160)}`.trim();
    }
    return outcome;
  };
  const tools = { ctx, api };
  return {
    fast: fastKinds({ ...tools, request: (options) => traced(ctx.fastAgent, options) }),
    slow: slowKinds({ ...tools, request: (options) => traced(ctx.slowAgent, options) }),
  };
}
