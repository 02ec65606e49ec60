// The /healthz prober, in a worker thread of its own: the main thread's work (the stand-in
// clusters, the request mix) must not add to the latencies it measures. Posts one message per
// probe: { ms, problem } (problem null when the answer was 200 with x-shardscope-health: ok).

import { parentPort, workerData } from 'node:worker_threads';
import { keepAliveAgent, send, sleep } from './client.mjs';

const { port, intervalMs } = workerData;
const agent = keepAliveAgent(1);
let running = true;
parentPort.on('message', (message) => {
  if (message === 'stop') running = false;
});

while (running) {
  const next = Date.now() + intervalMs;
  const outcome = await send(port, agent, { path: '/healthz', timeoutMs: 5_000 });
  let problem = null;
  if (outcome.timedOut) problem = 'client timeout';
  else if (outcome.error)
    problem = `connection error ${outcome.error.code ?? outcome.error.message}`;
  else if (outcome.status !== 200) problem = `status ${outcome.status}`;
  else if (outcome.headers['x-shardscope-health'] !== 'ok') problem = 'no x-shardscope-health: ok';
  parentPort.postMessage({ ms: outcome.ms, problem });
  await sleep(Math.max(0, next - Date.now()));
}
agent.destroy();
