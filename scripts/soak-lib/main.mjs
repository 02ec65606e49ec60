// The soak: starts the stand-in clusters and the console, runs the request mix for the set
// time with a /healthz prober beside it, prints a line every --report-every seconds and a
// summary, and exits non-zero when something was off. See scripts/soak.

import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { keepAliveAgent, send, sleep } from './client.mjs';
import {
  clustersFor,
  logFaults,
  sampleProcess,
  startConsole,
  stopConsole,
  writeClusters,
} from './console.mjs';
import { binaryPath, parseOptions } from './options.mjs';
import { printSummary, reportLine } from './report.mjs';
import { scenarios } from './scenarios.mjs';
import { Tally } from './stats.mjs';
import { freePort, startUpstreams } from './upstreams.mjs';

const FAST_WORKERS = 8;
const SLOW_WORKERS = 4;
const FAST_PAUSE_MS = [10, 30];
const SLOW_PAUSE_MS = [200, 500];
const RELOAD_EVERY_MS = 10_000;
const RELOAD_CHECK_AFTER_MS = 6_000;
const SAMPLE_EVERY_MS = 5_000;
const PROBE_EVERY_MS = 200;

const options = parseOptions(process.argv.slice(2));
const binary = binaryPath();
const durationMs = options.minutes * 60_000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shardscope-soak-'));
const clustersFile = path.join(work, 'clusters.json');
const logFile = path.join(work, 'shardscope.log');

const tally = new Tally();
const trace = new AsyncLocalStorage();
const samples = [];
const health = { all: [], interval: [] };
const timers = [];
let upstreams;
let console_;
let prober;
let stopping = false;
let interrupted = false;
let started = 0;

process.on('SIGINT', interrupt);
process.on('SIGTERM', interrupt);
process.on('uncaughtException', (error) => abort(error));
process.on('unhandledRejection', (error) => abort(error));

try {
  await main();
} catch (error) {
  await abort(error);
}

async function main() {
  upstreams = await startUpstreams();
  let generation = 0;
  writeClusters(clustersFile, clustersFor(upstreams.uris, generation));
  // Not the stand-ins' ports, the unreachable one included.
  let port = await freePort();
  while (Object.values(upstreams.uris).some((uri) => uri.endsWith(`:${port}`))) {
    port = await freePort();
  }
  console_ = await startConsole(binary, { port, clustersFile, logFile });
  console_.exited.then((how) => {
    if (stopping) return;
    tally.record('console', `exited during the run (${how.signal ?? `code ${how.code}`})`, 0);
    stopping = true;
  });
  const ctx = {
    port,
    fastAgent: keepAliveAgent(FAST_WORKERS),
    slowAgent: keepAliveAgent(SLOW_WORKERS),
    assets: await findAssets(port),
    etag: null,
    trace,
  };
  const { fast, slow } = scenarios(ctx);
  console.log(
    `soak: ${binary} (pid ${console_.pid}) on 127.0.0.1:${port} for ${options.minutes} min, ` +
      `${FAST_WORKERS}+${SLOW_WORKERS} workers, ${ctx.assets.length} app files; work dir ${work}`,
  );

  started = performance.now();
  const endAt = started + durationMs;
  prober = new Worker(new URL('./prober.mjs', import.meta.url), {
    workerData: { port, intervalMs: PROBE_EVERY_MS },
  });
  prober.on('message', ({ ms, problem }) => {
    health.all.push(ms);
    health.interval.push(ms);
    tally.record('healthz', problem, ms);
  });
  prober.on('error', (error) => tally.record('healthz', `prober failed: ${error.message}`, 0));

  sample();
  timers.push(setInterval(sample, SAMPLE_EVERY_MS));
  let last = { at: started, total: 0, cpu: samples[0].cpuSeconds, soakCpu: process.cpuUsage() };
  timers.push(
    setInterval(() => {
      last = reportLine({ started, last, tally, health, sample: sample(), out: console.log });
    }, options.reportEvery * 1000),
  );
  timers.push(
    setInterval(() => {
      generation += 1;
      const expected = `echo ${generation}`;
      writeClusters(clustersFile, clustersFor(upstreams.uris, generation));
      const check = setTimeout(() => checkReload(ctx, expected), RELOAD_CHECK_AFTER_MS);
      timers.push(check);
    }, RELOAD_EVERY_MS),
  );

  const lanes = [];
  const fastLane = { kinds: fast, deck: [] };
  const slowLane = { kinds: slow, deck: [] };
  for (let i = 0; i < FAST_WORKERS; i += 1) lanes.push(worker(fastLane, FAST_PAUSE_MS, endAt));
  for (let i = 0; i < SLOW_WORKERS; i += 1) lanes.push(worker(slowLane, SLOW_PAUSE_MS, endAt));
  await Promise.all(lanes);
  if (interrupted) return;

  if (performance.now() - last.at > 1000) {
    reportLine({ started, last, tally, health, sample: sample(), out: console.log });
  }
  await finish(ctx);
}

/**
 * One worker of a lane: takes the next kind from the lane's deck (each kind as many times as
 * its weight, shuffled, dealt again when empty), runs it and records the outcome.
 */
async function worker(lane, [minPause, maxPause], endAt) {
  while (!stopping && performance.now() < endAt) {
    if (lane.deck.length === 0) lane.deck = shuffled(lane.kinds);
    const [kind, { run }] = lane.deck.pop();
    const note = {};
    const t0 = performance.now();
    let problem;
    try {
      problem = await trace.run(note, run);
    } catch (error) {
      problem = `soak script error: ${error.message}`;
    }
    if (interrupted) return;
    tally.record(kind, problem, performance.now() - t0, note.detail);
    await sleep(minPause + Math.random() * (maxPause - minPause));
  }
}

function shuffled(kinds) {
  const deck = Object.entries(kinds).flatMap((entry) => Array(entry[1].weight).fill(entry));
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

/** The app's files named by the start page and by its scripts (the lazily loaded parts). */
async function findAssets(port) {
  const agent = keepAliveAgent(1);
  const page = await send(port, agent, { path: '/' });
  if (page.status !== 200) throw new Error(`the start page answered ${page.status}`);
  const found = new Set();
  const collect = (text, base, pattern) => {
    for (const [, ref] of text.matchAll(pattern)) {
      // "assets/…" is relative to the base path, "./…" to the file that names it.
      const url = new URL(ref, `http://console${ref.startsWith('assets/') ? '/' : base}`);
      if (url.host === 'console') found.add(url.pathname);
    }
  };
  collect(page.text, '/', /(?:src|href)="([^"#?:]+\.(?:js|css|svg))"/g);
  for (const file of [...found].filter((name) => name.endsWith('.js'))) {
    const script = await send(port, agent, { path: file });
    if (script.status === 200)
      collect(script.text, file, /["'`]((?:\.\/|assets\/)[\w.-]+\.(?:js|css))["'`]/g);
  }
  agent.destroy();
  if (found.size === 0) throw new Error('the start page names no app files (assets/…)');
  return [...found];
}

async function checkReload(ctx, expected) {
  const outcome = await send(ctx.port, ctx.fastAgent, { path: '/api/default_clusters.json' });
  let problem = null;
  if (outcome.status !== 200) problem = `status ${outcome.status}`;
  else {
    try {
      const names = JSON.parse(outcome.text).map((cluster) => cluster.name);
      if (!names.includes(expected)) {
        problem = `clusters file change not served after ${RELOAD_CHECK_AFTER_MS / 1000} s`;
      }
    } catch {
      problem = 'answer is not JSON';
    }
  }
  const detail = `expected "${expected}", got ${outcome.status} ${outcome.text.slice(0, 200)}`;
  // A check still in flight when the run ends meets a console shutting down: not counted.
  if (!stopping) tally.record('hot-reload', problem, outcome.ms, detail);
}

function sample() {
  try {
    const now = sampleProcess(console_.pid);
    samples.push({ t: performance.now() - started, ...now });
    return now;
  } catch {
    return samples.at(-1) ?? { rss: 0, fds: 0, cpuSeconds: 0 };
  }
}

async function finish(ctx) {
  stopping = true;
  for (const timer of timers) clearInterval(timer);
  await stopProber();
  const exitedAlready = console_.exitCode !== null || console_.signalCode !== null;
  const how = await stopConsole(console_);
  if (!exitedAlready && how.code !== 0) {
    tally.record(
      'shutdown',
      `console exited with ${how.signal ?? `code ${how.code}`} on SIGTERM`,
      0,
    );
  }
  ctx.fastAgent.destroy();
  ctx.slowAgent.destroy();
  for (const [what, n] of upstreams.violations) {
    for (let i = 0; i < n; i += 1) tally.record('reached the cluster', what, 0);
  }
  const faults = await logFaults(logFile);
  for (const line of faults.panics) tally.record('console log', 'panic', 0, line);
  for (const line of faults.errors) tally.record('console log', 'error line', 0, line);
  upstreams.close();
  const failed = printSummary({
    options,
    durationMs: performance.now() - started,
    tally,
    health,
    samples,
    faults,
    out: console.log,
  });
  if (failed) console.log(`The console's log and clusters file are kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

async function stopProber() {
  if (!prober) return;
  prober.postMessage('stop');
  const timer = setTimeout(() => prober.terminate(), 2_000);
  await new Promise((resolve) => prober.once('exit', resolve));
  clearTimeout(timer);
}

/** Ctrl-C: the run stops at once; the console and the stand-ins are stopped too. */
async function interrupt() {
  if (interrupted) {
    console_?.kill('SIGKILL');
    process.exit(130);
  }
  interrupted = true;
  stopping = true;
  console.log('\nsoak: interrupted, stopping');
  for (const timer of timers) clearInterval(timer);
  prober?.terminate();
  if (console_) await stopConsole(console_, 3_000);
  upstreams?.close();
  console.log(
    `soak: ${tally.total} requests, ${tally.unexpected()} unexpected: ${tally.unexpectedText()}`,
  );
  if (tally.unexpected() > 0) console.log(`The console's log is kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
  process.exit(130);
}

async function abort(error) {
  if (interrupted) return;
  interrupted = true;
  stopping = true;
  console.error(`soak: error: ${error?.stack ?? error}`);
  for (const timer of timers) clearInterval(timer);
  prober?.terminate();
  if (console_) await stopConsole(console_, 3_000);
  upstreams?.close();
  console.error(`The console's log is kept in ${work}`);
  process.exit(1);
}
