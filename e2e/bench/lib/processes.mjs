// The release binary and headless Chromium, started as background processes that die with the
// script, and a benchmark's run of them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../fixtures/chromiumArgs.mjs';

export const binary =
  process.env.SHARDSCOPE_BIN ?? fileURLToPath(new URL('../../../target/release/shardscope', import.meta.url));
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
 * Starts the app with `cluster` as its predefined cluster and Chromium, runs `measure(browser,
 * appUrl)` `runs` times, then prints `title` with the machine's line and hands the results to
 * `report`. Everything it started is stopped however it ends.
 */
export async function runBenchmark({ cluster, runs, title, measure, report }) {
  const appUrl = await startApp(cluster);
  const browser = await launchChromium();
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, appUrl));
    console.log(`${title}, fresh context each run, ${machineLine(browser)}`);
    report(results);
  } finally {
    await browser.close();
    stopAll();
  }
}
