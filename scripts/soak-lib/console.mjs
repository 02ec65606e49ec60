// The console under test: its clusters file, its process, and what /proc says about it.

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { CREDENTIALS } from './upstreams.mjs';
import { sleep } from './client.mjs';

/** The predefined clusters for `uris`; `generation` changes the echo cluster's name and label. */
export function clustersFor(uris, generation) {
  const { echo, readonly, sigv4 } = CREDENTIALS;
  const odd = generation % 2 === 1;
  return [
    {
      id: 'echo',
      name: `echo ${generation}`,
      uri: uris.echo,
      proxy: true,
      protection: 'none',
      ...echo,
      label: odd ? 'SOAK ODD' : 'SOAK EVEN',
      color: odd ? 'teal' : 'indigo',
    },
    {
      id: 'readonly',
      name: 'read-only',
      uri: uris.echo,
      proxy: true,
      protection: 'read-only',
      ...readonly,
      label: 'PRODUCTION',
      color: 'red',
    },
    {
      id: 'sigv4',
      name: 'sigv4',
      uri: uris.echo,
      proxy: true,
      protection: 'none',
      S3accessKeyId: sigv4.accessKeyId,
      S3secretAccessKey: sigv4.secretAccessKey,
      S3region: sigv4.region,
    },
    { id: 'failover', name: 'failover', uri: [uris.refused, uris.echo], proxy: true },
    { id: 'stalled', name: 'stalled', uri: uris.stalled, proxy: true },
    { id: 'failing', name: 'failing', uri: uris.failing, proxy: true },
    { id: 'slow', name: 'slow', uri: uris.slow, proxy: true },
    { id: 'refused', name: 'refused', uri: uris.refused, proxy: true },
  ];
}

/** Replaces the file in one step, so the console never reads half of it. */
export function writeClusters(file, clusters) {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(clusters, null, 2)}\n`);
  fs.renameSync(partial, file);
}

/** Starts the binary; resolves once /healthz answers. Its output goes to `logFile`. */
export async function startConsole(binary, { port, clustersFile, logFile }) {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(
    binary,
    [
      '--listen',
      `127.0.0.1:${port}`,
      '--clusters-file',
      clustersFile,
      '--proxy-read-timeout',
      '5',
      '--proxy-connect-timeout',
      '2',
    ],
    {
      stdio: ['ignore', log, log],
      env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? 'info' },
    },
  );
  fs.closeSync(log);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  child.exited = exited;
  let gone = null;
  exited.then((how) => (gone = how));
  for (let i = 0; i < 200 && !gone; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  const how = gone ? ` (exited: ${gone.signal ?? `code ${gone.code}`})` : '';
  throw new Error(
    `${path.basename(binary)} did not come up on 127.0.0.1:${port}${how}; its log ends with:\n${tail}`,
  );
}

/** Stops the console: SIGTERM, then SIGKILL when it has not exited after `graceMs`. */
export async function stopConsole(child, graceMs = 12_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const how = await child.exited;
  clearTimeout(timer);
  return how;
}

const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Resident memory (bytes), open file descriptors and CPU seconds of process `pid`. */
export function sampleProcess(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  const fds = fs.readdirSync(`/proc/${pid}/fd`).length;
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
  return { rss: rssKib * 1024, fds, cpuSeconds };
}

/** What the console's log shows of faults of its own: panics, errors, and a count of warnings. */
export async function logFaults(logFile) {
  const faults = { panics: [], errors: [], warnings: 0 };
  const lines = readline.createInterface({
    input: fs.createReadStream(logFile),
    crlfDelay: Infinity,
  });
  for await (const raw of lines) {
    // Without a terminal the text format may still carry colour codes.
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
    if (/panicked/.test(line)) faults.panics.push(line);
    else if (/^\S+\s+ERROR\b/.test(line)) faults.errors.push(line);
    else if (/^\S+\s+WARN\b/.test(line)) faults.warnings += 1;
  }
  return faults;
}
