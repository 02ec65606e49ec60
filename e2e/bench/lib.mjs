// What every benchmark in this folder needs: the release binary and background processes that
// die with the script, headless Chromium, main-thread CPU time and a few statistics.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../fixtures/chromiumArgs.mjs';

export const binary =
  process.env.SHARDSCOPE_BIN ?? fileURLToPath(new URL('../../target/release/shardscope', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

/** Process groups started here; each is killed when the script ends, however it ends. */
const groups = new Set();

process.on('exit', () => groups.forEach((pid) => killGroup(pid)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  groups.delete(pid);
}

/** Kills every process group started with `start`. */
export function stopAll() {
  [...groups].forEach((pid) => killGroup(pid));
}

/** Starts a command in a process group of its own, output discarded. */
export function start(command, args, env = {}) {
  const child = spawn(command, args, { detached: true, stdio: 'ignore', env: { ...process.env, ...env } });
  child.unref();
  groups.add(child.pid);
  return child.pid;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the release binary with one predefined cluster named 'bench'; resolves to its URL. */
export async function startApp(clusterUri) {
  if (!existsSync(binary)) throw new Error(`${binary} does not exist: run cargo build --release first`);
  const port = await freePort();
  start(binary, [], {
    SHARDSCOPE_LISTEN: `127.0.0.1:${port}`,
    SHARDSCOPE_CLUSTERS: JSON.stringify([{ name: 'bench', uri: clusterUri }]),
    RUST_LOG: 'warn',
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(`${url}healthz`);
  return url;
}

/** Headless Chromium with nothing of its own running in the background. */
export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_ARGS],
  });
}

/** 'headless Chromium N, release binary, load average L on C cores'. */
export function machineLine(browser) {
  return `headless Chromium ${browser.version()}, release binary, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
}

/**
 * The page's main-thread CPU time so far in ms (Chromium's ThreadTime; needs
 * `Performance.enable`). Unlike wall time, other processes on a busy machine do not inflate it.
 */
export async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ThreadTime').value * 1000;
}

/** Runs `run` and adds the main-thread CPU time it took as `cpu`. */
export async function timed(cdp, run) {
  const before = await threadTime(cdp);
  const result = await run();
  return { ...result, cpu: (await threadTime(cdp)) - before };
}

/**
 * Runs `run` under the JavaScript sampling profiler when `wanted`, then prints the functions
 * with the most self time: where the main thread spent it.
 */
export async function profiled(cdp, wanted, run) {
  if (!wanted) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await run();
  printProfile((await cdp.send('Profiler.stop')).profile);
  return result;
}

export function printProfile(profile) {
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const id of profile.samples) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + interval);
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [key, ms] of top) console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const worst = (values) => Math.max(...values);

