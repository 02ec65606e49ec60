import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerSaveDialogs, openTransfer } from '../support/transfer';
import { profiled } from './lib/profiling.mjs';

// Import and export speed and memory on the real engines (never run by the test run):
//   npx playwright test -c playwright.bench.config.ts bench/transfer.bench.ts --project=elasticsearch
// - import: an NDJSON file of BENCH_IMPORT_MB megabytes (1 KB documents, default 1024) written
//   to a temporary folder, chosen in the import screen and imported into a new index with the
//   screen's defaults (5 MB bodies, 3 in flight, the proposed mapping, no replicas). Beside it,
//   from node on the same engine and into fresh indices with the same mapping: the same
//   documents as pre-made 5 MB _bulk bodies sent 4 at a time (a command-line bulk loader), and
//   as ~1 MB bodies sent one at a time (Kibana's file upload);
// - export: BENCH_EXPORT_DOCS documents (default 1,000,000) loaded by the bulk loader, exported
//   as NDJSON and as CSV through the export screen into the save dialog's file (the page's
//   private file system), whose lines are counted; beside it, node reading the same index with
//   a point in time and search_after pages of 10,000.
// Throughout each browser run the JS heap of the page and of its workers is sampled every
// 500 ms (CDP Runtime.getHeapUsage; BENCH_LIVE_HEAP=1 collects garbage first: only the live
// heap). It prints MB, seconds, MB/s, documents/s and the largest heap of each run, the ratios
// to the baselines, and where the time went: the CPU time of the browser's threads, the engine
// and node meanwhile, and the page's requests (how many, how long, how many under way).
// BENCH_PROFILE=import|ndjson|csv runs that browser run under the page's sampling profiler and
// prints where its main thread spent time.

const IMPORT_MB = Number(process.env.BENCH_IMPORT_MB ?? 1024);
const EXPORT_DOCS = Number(process.env.BENCH_EXPORT_DOCS ?? 1_000_000);
/** Documents per page of the exports, the screen's and the baseline's alike. */
const EXPORT_PAGE = Number(process.env.BENCH_EXPORT_PAGE ?? 10_000);
const MB = 1_000_000;
const HEAP_SAMPLE_MS = 500;
/** BENCH_LIVE_HEAP=1: a full garbage collection before each heap sample, so that it counts only what is still held (slower runs). */
const LIVE_HEAP = process.env.BENCH_LIVE_HEAP === '1';
const PREFIX = 'bench-transfer';

test.use({ predefinedClusters: [{ name: 'bench', uri: ENGINE_URL }] });
test.setTimeout(2 * 60 * 60_000);

/** A document of about 1 KB, different for each n. */
function importDocument(n: number): object {
  return {
    id: `doc-${n}`,
    title: `Document number ${n} about naïve café`,
    count: n * 7,
    price: (n % 1000) / 7,
    active: n % 2 === 0,
    tags: ['alpha', 'beta', `t${n % 50}`],
    created: new Date(1_700_000_000_000 + n * 1000).toISOString(),
    body: 'lorem ipsum dolor sit amet '.repeat(30).slice(0, 760 - String(n).length),
    nested: { level: n % 5, name: `n${n}` },
  };
}

/** A document of about 300 bytes with a nested object and an array: dotted and joined CSV columns. */
function exportDocument(n: number): object {
  return {
    n,
    title: `Book ${n}`,
    tags: n % 2 ? ['odd', 'shelf'] : ['even'],
    author: { name: `Author ${n % 97}`, born: 1900 + (n % 90) },
    published: new Date(1_500_000_000_000 + n * 60_000).toISOString(),
    price: (n % 5000) / 100,
    summary: `plain text of book ${n}, `.repeat(5),
  };
}

/** Bytes written to a file descriptor in blocks, never more than one block in node's memory. */
class BlockWriter {
  private parts: string[] = [];
  private size = 0;
  bytes = 0;
  constructor(
    private readonly fd: number,
    private readonly block = 4 * MB,
  ) {}
  write(text: string) {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= this.block) this.flush();
  }
  flush() {
    if (this.parts.length === 0) return;
    this.bytes += writeSync(this.fd, this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}

/** Pre-made _bulk bodies of about `bodyBytes`, each its own file as a loader on the command line sends them. */
class BodyFiles {
  readonly files: string[] = [];
  private parts: string[] = [];
  private size = 0;
  constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly bodyBytes: number,
  ) {}
  add(action: string, line: string) {
    const pair = `${action}\n${line}`;
    if (this.size + Buffer.byteLength(pair) > this.bodyBytes && this.parts.length > 0) this.flush();
    this.parts.push(pair);
    this.size += Buffer.byteLength(pair);
  }
  flush() {
    if (this.parts.length === 0) return;
    const file = join(this.dir, `${this.name}-${String(this.files.length).padStart(5, '0')}.ndjson`);
    const fd = openSync(file, 'w');
    writeSync(fd, this.parts.join(''));
    closeSync(fd);
    this.files.push(file);
    this.parts = [];
    this.size = 0;
  }
}

interface ImportFiles {
  ndjson: string;
  bytes: number;
  documents: number;
  bodies5: string[];
  bodies1: string[];
}

/** The NDJSON file of `megabytes`, and the same documents as 5 MB and 1 MB _bulk bodies. */
function writeImportFiles(dir: string, megabytes: number): ImportFiles {
  const ndjson = join(dir, 'documents.ndjson');
  const fd = openSync(ndjson, 'w');
  const writer = new BlockWriter(fd);
  const bodies5 = new BodyFiles(dir, 'body5', 5 * MB);
  const bodies1 = new BodyFiles(dir, 'body1', 1 * MB);
  let documents = 0;
  let bytes = 0;
  while (bytes < megabytes * MB) {
    const line = `${JSON.stringify(importDocument(documents))}\n`;
    writer.write(line);
    bodies5.add('{"index":{}}', line);
    bodies1.add('{"index":{}}', line);
    bytes += Buffer.byteLength(line);
    documents += 1;
  }
  writer.flush();
  closeSync(fd);
  bodies5.flush();
  bodies1.flush();
  return { ndjson, bytes: statSync(ndjson).size, documents, bodies5: bodies5.files, bodies1: bodies1.files };
}

/** Sends _bulk bodies from their files, `inFlight` at a time, failing on any document refused. */
async function sendBodies(engine: Engine, index: string, files: readonly string[], inFlight: number): Promise<void> {
  let next = 0;
  const sender = async () => {
    while (next < files.length) {
      const body = readFileSync(files[next]);
      next += 1;
      const response = await fetch(`${engine.url}/${index}/_bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson' },
        body,
        signal: AbortSignal.timeout(300_000),
      });
      const answer = (await response.json()) as { errors?: boolean };
      if (!response.ok || answer.errors) throw new Error(`bulk into ${index}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
}

async function countOf(engine: Engine, index: string): Promise<number> {
  await engineCall(engine, 'POST', `${index}/_refresh`);
  return (await engineCall<{ count: number }>(engine, 'GET', `${index}/_count`)).count;
}

async function dropIndices(engine: Engine): Promise<void> {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index');
  for (const { index } of rows.filter((row) => row.index.startsWith(PREFIX))) await engineCall(engine, 'DELETE', index).catch(() => undefined);
}

/**
 * Samples the JS heap (used bytes) of the page and of every worker of the browser every 500 ms:
 * the page through its own CDP session, the workers by attaching the browser's session to them.
 */
class HeapSampler {
  maxPage = 0;
  maxWorker = 0;
  /** The page's used heap at each sample, in order. */
  readonly pageSamples: number[] = [];
  workersSeen = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly sessions = new Map<string, string>();
  private readonly waiting = new Map<number, (used: number) => void>();
  private nextId = 1;
  private running: Promise<void> = Promise.resolve();

  private constructor(
    private readonly page: CDPSession,
    private readonly browser: CDPSession,
  ) {
    browser.on('Target.receivedMessageFromTarget', ({ message }) => {
      const answer = JSON.parse(message) as { id?: number; result?: { usedSize?: number } };
      if (answer.id !== undefined) this.waiting.get(answer.id)?.(answer.result?.usedSize ?? 0);
    });
  }

  static async start(page: Page, browser: Browser): Promise<HeapSampler> {
    const sampler = new HeapSampler(await page.context().newCDPSession(page), await browser.newBrowserCDPSession());
    sampler.timer = setInterval(() => {
      sampler.running = sampler.running.then(() => sampler.sample()).catch(() => undefined);
    }, HEAP_SAMPLE_MS);
    await sampler.sample();
    return sampler;
  }

  private async workerHeap(sessionId: string): Promise<number> {
    if (LIVE_HEAP) await this.browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: this.nextId++, method: 'HeapProfiler.collectGarbage' }) });
    const id = this.nextId++;
    const answered = new Promise<number>((resolve) => {
      this.waiting.set(id, resolve);
      setTimeout(() => resolve(0), 2_000);
    });
    await this.browser.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) });
    const used = await answered;
    this.waiting.delete(id);
    return used;
  }

  private async sample(): Promise<void> {
    if (LIVE_HEAP) await this.page.send('HeapProfiler.collectGarbage');
    const { usedSize } = await this.page.send('Runtime.getHeapUsage');
    this.maxPage = Math.max(this.maxPage, usedSize);
    this.pageSamples.push(usedSize);
    const { targetInfos } = await this.browser.send('Target.getTargets');
    for (const target of targetInfos.filter((info) => info.type === 'worker')) {
      if (!this.sessions.has(target.targetId)) {
        const attached = await this.browser.send('Target.attachToTarget', { targetId: target.targetId, flatten: false }).catch(() => null);
        if (attached === null) continue;
        this.sessions.set(target.targetId, attached.sessionId);
        this.workersSeen += 1;
      }
      const used = await this.workerHeap(this.sessions.get(target.targetId) ?? '').catch(() => 0);
      this.maxWorker = Math.max(this.maxWorker, used);
    }
  }

  async stop(): Promise<HeapUse> {
    clearInterval(this.timer);
    await this.running;
    await this.sample().catch(() => undefined);
    await this.browser.detach().catch(() => undefined);
    await this.page.detach().catch(() => undefined);
    const quarter = (k: number) => Math.max(0, ...this.pageSamples.slice(Math.floor((this.pageSamples.length * k) / 4), Math.floor((this.pageSamples.length * (k + 1)) / 4)));
    return { page: this.maxPage, worker: this.maxWorker, workers: this.workersSeen, quarters: [0, 1, 2, 3].map(quarter) };
  }
}

interface ProcStat {
  id: number;
  name: string;
  parent: number;
  seconds: number;
}

/** The fields of /proc/…/stat that matter here: its name, parent and CPU seconds (user and system). */
function procStat(path: string): ProcStat | null {
  try {
    const stat = readFileSync(path, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { id: Number(stat.slice(0, stat.indexOf(' '))), name: stat.slice(stat.indexOf('(') + 1, close), parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
}

/** A Chromium process's type: its --type (renderer, gpu-process, utility: the network service), or browser. */
function chromiumType(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const type = command.find((arg) => arg.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
    const service = command.find((arg) => arg.startsWith('--utility-sub-type='))?.split('.').at(-2);
    return service === undefined ? type : `${type} ${service}`;
  } catch {
    return 'gone';
  }
}

/**
 * The CPU time of this process's descendants (the browser, the engine, the console) sampled
 * every 500 ms thread by thread, so that threads which end meanwhile (a worker's) still count:
 * the browser's threads by their names (its main thread, a worker, the network service), the
 * other processes by command.
 */
class CpuSampler {
  private readonly threads = new Map<number, { name: string; first: number; last: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor() {
    this.sample(true);
    this.timer = setInterval(() => this.sample(false), HEAP_SAMPLE_MS);
  }

  private sample(first: boolean) {
    const processes = readdirSync('/proc').flatMap((pid) => (/^\d+$/.test(pid) ? [procStat(`/proc/${pid}/stat`)] : [])).filter((stat) => stat !== null);
    const ours = new Set([process.pid]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const { id, parent } of processes)
        if (!ours.has(id) && ours.has(parent)) {
          ours.add(id);
          grown = true;
        }
    }
    for (const owner of processes.filter(({ id }) => ours.has(id))) {
      let tasks: string[] = [];
      try {
        tasks = readdirSync(`/proc/${owner.id}/task`);
      } catch {
        continue;
      }
      for (const task of tasks) {
        const thread = procStat(`/proc/${owner.id}/task/${task}/stat`);
        if (thread === null) continue;
        const name = owner.name.startsWith('chrom') ? `chromium ${chromiumType(owner.id)} ${thread.name}` : owner.name;
        const seen = this.threads.get(thread.id);
        if (seen === undefined) this.threads.set(thread.id, { name, first: first ? thread.seconds : 0, last: thread.seconds });
        else seen.last = thread.seconds;
      }
    }
  }

  /** The CPU seconds each name took since the start, the largest first. */
  stop(): string {
    clearInterval(this.timer);
    this.sample(false);
    const byName = new Map<string, number>();
    for (const { name, first, last } of this.threads.values()) byName.set(name, (byName.get(name) ?? 0) + last - first);
    const total = [...byName.values()].reduce((sum, seconds) => sum + seconds, 0);
    const shown = [...byName].filter(([, seconds]) => seconds >= 0.3).sort((a, b) => b[1] - a[1]);
    return `${total.toFixed(1)} s: ${shown.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')}`;
  }
}

interface HeapUse {
  page: number;
  worker: number;
  workers: number;
  /** The page's largest heap in each quarter of the run: whether it grows with the run. */
  quarters: number[];
}

interface Run {
  name: string;
  bytes: number;
  documents: number;
  seconds: number;
  heap?: HeapUse;
  /** CPU seconds meanwhile by thread or process (CpuSampler). */
  cpu: string;
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

function table(title: string, runs: Run[], ratios: string[]): string {
  const lines = [
    title,
    '| run | MB | seconds | MB/s | docs/s | max heap page | max heap worker |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of runs) {
    const heap = run.heap;
    const worker = heap === undefined ? '' : heap.workers === 0 ? 'no worker' : `${mb(heap.worker)} MB (${heap.workers} seen)`;
    lines.push(
      `| ${run.name} | ${mb(run.bytes)} | ${run.seconds.toFixed(1)} | ${(run.bytes / MB / run.seconds).toFixed(1)} | ` +
        `${(run.documents / run.seconds).toFixed(0)} | ${heap === undefined ? '' : `${mb(heap.page)} MB`} | ${worker} |`,
    );
  }
  lines.push('', "CPU time meanwhile, by the browser's threads and the other processes:");
  for (const run of runs) lines.push(`- ${run.name}: ${run.cpu}`);
  for (const run of runs) if (run.heap !== undefined) lines.push(`${run.name}: page heap by quarter of the run ${run.heap.quarters.map(mb).join(' / ')} MB`);
  return [...lines, '', ...ratios].join('\n');
}

const ratio = (what: string, run: Run, against: Run) => `${what}: ${(run.documents / run.seconds / (against.documents / against.seconds)).toFixed(2)}x`;

/**
 * The page's requests whose address holds `part` (resource timing): how many, their median
 * time, and how many were under way on average over `seconds` (their summed time over it).
 */
async function requestFigures(page: Page, part: string, seconds: number): Promise<string> {
  const durations = await page.evaluate(
    (wanted) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(wanted)).map((entry) => entry.duration),
    part,
  );
  const sorted = [...durations].sort((a, b) => a - b);
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  return `${durations.length} ${part} requests, median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, on average ${(total / 1000 / seconds).toFixed(2)} under way`;
}

const examinedRun = (name: string) => process.env.BENCH_PROFILE === name;

test('import: a large NDJSON file through the browser beside a bulk loader and Kibana-style upload', async ({ page, browser, engine }) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-transfer-'));
  try {
    await dropIndices(engine);
    const files = writeImportFiles(dir, IMPORT_MB);
    const runs: Run[] = [];

    const index = `${PREFIX}-ui`;
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await openTransfer(page, 'import');
    await page.getByLabel('File to import').setInputFiles(files.ndjson);
    await expect(page.getByText('Detected: NDJSON, UTF-8')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Target' }).getByText('New index', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Name of the new index' }).fill(index);
    await page.getByRole('textbox', { name: 'Replicas' }).fill('0');
    await expect(page.getByLabel(/^Mapping of the new index/).locator('.cm-content')).toContainText('"body"');
    const firstBulk = page.waitForRequest((request) => request.url().includes('_bulk') && request.method() === 'POST');
    const cdp = await page.context().newCDPSession(page);
    const heap = await HeapSampler.start(page, browser);
    const cpu = new CpuSampler();
    const started = performance.now();
    await profiled(cdp, examinedRun('import'), async () => {
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByRole('status', { name: 'Import finished' })).toBeVisible({ timeout: 2 * 60 * 60_000 });
    });
    const seconds = (performance.now() - started) / 1000;
    runs.push({ name: 'browser (5 MB, 3 in flight)', bytes: files.bytes, documents: files.documents, seconds, heap: await heap.stop(), cpu: cpu.stop() });
    const bulk = await firstBulk;
    console.log(`first _bulk request: ${bulk.url()} ${bulk.postDataBuffer()?.length ?? 0} bytes, starting ${bulk.postDataBuffer()?.subarray(0, 120).toString('utf8')}`);
    console.log(await requestFigures(page, '_bulk', seconds));
    console.log(`import screen: ${(await page.getByRole('status', { name: 'Import finished' }).innerText()).replace(/\s+/g, ' ')}`);
    expect(await countOf(engine, index)).toBe(files.documents);
    const mapping = (await engineCall<Record<string, { mappings: object }>>(engine, 'GET', `${index}/_mapping`))[index].mappings;
    await engineCall(engine, 'DELETE', index);

    const baselines: [string, string[], number][] = [
      ['bulk loader (5 MB, 4 in flight)', files.bodies5, 4],
      ['Kibana pattern (1 MB, 1 in flight)', files.bodies1, 1],
    ];
    for (const [name, bodies, inFlight] of baselines) {
      const target = `${PREFIX}-${inFlight}`;
      await engineCall(engine, 'PUT', target, { settings: { number_of_shards: 1, number_of_replicas: 0 }, mappings: mapping });
      const cpu = new CpuSampler();
      const began = performance.now();
      await sendBodies(engine, target, bodies, inFlight);
      runs.push({ name, bytes: files.bytes, documents: files.documents, seconds: (performance.now() - began) / 1000, cpu: cpu.stop() });
      expect(await countOf(engine, target)).toBe(files.documents);
      await engineCall(engine, 'DELETE', target);
    }
    const [browserRun, loader, kibana] = runs;
    const ratios = [
      ratio('browser / bulk loader (goal 0.80x or more)', browserRun, loader),
      ratio('browser / Kibana pattern (goal 3x or more)', browserRun, kibana),
      `heap goal: under 150 MB throughout; page ${mb(browserRun.heap?.page ?? 0)} MB, worker ${mb(browserRun.heap?.worker ?? 0)} MB`,
    ];
    console.log(`\n${table(`${engine.kind}: import of ${mb(files.bytes)} MB NDJSON, ${files.documents} documents of ~1 KB`, runs, ratios)}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await dropIndices(engine);
  }
});

/** Loads `count` export documents with the bulk loader: 5 MB bodies made as it goes, 4 in flight. */
async function loadExportIndex(engine: Engine, index: string, count: number): Promise<number> {
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  let n = 0;
  let bytes = 0;
  const nextBody = () => {
    const parts: string[] = [];
    let size = 0;
    while (n < count && size < 5 * MB) {
      const line = `${JSON.stringify(exportDocument(n))}\n`;
      bytes += Buffer.byteLength(line);
      parts.push('{"index":{}}\n', line);
      size += line.length + 13;
      n += 1;
    }
    return parts.length === 0 ? null : parts.join('');
  };
  const sender = async () => {
    for (let body = nextBody(); body !== null; body = nextBody()) {
      const response = await fetch(`${engine.url}/${index}/_bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson' },
        body,
        signal: AbortSignal.timeout(300_000),
      });
      const answer = (await response.json()) as { errors?: boolean };
      if (!response.ok || answer.errors) throw new Error(`bulk into ${index}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, sender));
  expect(await countOf(engine, index)).toBe(count);
  return bytes;
}

/** Reads every document of `index` through a point in time, search_after pages of EXPORT_PAGE; the NDJSON bytes they make. */
async function searchAfterRead(engine: Engine, index: string): Promise<{ documents: number; bytes: number }> {
  const es = engine.kind === 'elasticsearch';
  const opened = await engineCall<{ id?: string; pit_id?: string }>(engine, 'POST', `${index}/${es ? '_pit' : '_search/point_in_time'}?keep_alive=1m`);
  const id = (es ? opened.id : opened.pit_id) ?? '';
  let after: unknown[] | undefined;
  let documents = 0;
  let bytes = 0;
  for (;;) {
    const answer = await engineCall<{ hits: { hits: { _source: unknown; sort: unknown[] }[] } }>(engine, 'POST', '_search', {
      size: EXPORT_PAGE,
      query: { match_all: {} },
      pit: { id, keep_alive: '1m' },
      sort: [{ _shard_doc: 'asc' }],
      track_total_hits: false,
      ...(after === undefined ? {} : { search_after: after }),
    });
    const hits = answer.hits.hits;
    for (const hit of hits) bytes += Buffer.byteLength(JSON.stringify(hit._source)) + 1;
    documents += hits.length;
    if (hits.length < EXPORT_PAGE) break;
    after = hits[hits.length - 1].sort;
  }
  if (es) await engineCall(engine, 'DELETE', '_pit', { id });
  else await engineCall(engine, 'DELETE', '_search/point_in_time', { pit_id: [id] });
  return { documents, bytes };
}

/** The size and the number of lines of a file of the page's private file system, read as a stream. */
async function savedFileLines(page: Page, name: string): Promise<{ bytes: number; lines: number }> {
  return page.evaluate(async (fileName) => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle(fileName)).getFile();
    const reader = file.stream().getReader();
    let lines = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      for (const byte of chunk.value) if (byte === 10) lines += 1;
    }
    await root.removeEntry(fileName);
    return { bytes: file.size, lines };
  }, name);
}

test('export: NDJSON and CSV through the browser beside a search_after reader', async ({ page, browser, engine }) => {
  const index = `${PREFIX}-export`;
  try {
    await dropIndices(engine);
    const loadStarted = performance.now();
    const sourceBytes = await loadExportIndex(engine, index, EXPORT_DOCS);
    console.log(`loaded ${EXPORT_DOCS} documents (${mb(sourceBytes)} MB of sources) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    await answerSaveDialogs(page);
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const runs: Run[] = [];
    for (const format of ['NDJSON', 'CSV'] as const) {
      await openTransfer(page, 'export', index);
      await expect(page.getByRole('textbox', { name: 'Index, alias, data stream or pattern' })).toHaveValue(index);
      if (format === 'CSV') {
        await page.getByRole('radiogroup', { name: 'Format' }).getByText('CSV', { exact: true }).click();
        // Every field of the mapping once it is read: a click before it would choose only _index and _id.
        await expect(async () => {
          await page.getByRole('button', { name: 'All columns' }).click();
          await expect(page.getByText('author.name', { exact: true }).first()).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 30_000 });
      }
      await page.getByRole('textbox', { name: 'Documents per page' }).fill(String(EXPORT_PAGE));
      await page.getByRole('textbox', { name: 'File name' }).fill(`bench-${format.toLowerCase()}`);
      const firstPage = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/_search');
      const cdp = await page.context().newCDPSession(page);
      const heap = await HeapSampler.start(page, browser);
      const cpu = new CpuSampler();
      const started = performance.now();
      await profiled(cdp, examinedRun(format.toLowerCase()), async () => {
        await page.getByRole('button', { name: 'Export', exact: true }).click();
        await expect(page.getByText('Export finished')).toBeVisible({ timeout: 2 * 60 * 60_000 });
      });
      const seconds = (performance.now() - started) / 1000;
      const usage = await heap.stop();
      console.log(`${format}: ${await requestFigures(page, '_search', seconds)}; the first page asked ${(await firstPage).postData()?.replace(/"id":"[^"]+"/, '"id":…')}`);
      await cdp.detach();
      const saved = await savedFileLines(page, `bench-${format.toLowerCase()}.${format.toLowerCase()}`);
      // CSV: one header row besides the documents.
      expect(saved.lines).toBe(EXPORT_DOCS + (format === 'CSV' ? 1 : 0));
      runs.push({ name: `browser ${format} (pages of ${EXPORT_PAGE})`, bytes: saved.bytes, documents: EXPORT_DOCS, seconds, heap: usage, cpu: cpu.stop() });
    }
    const cpu = new CpuSampler();
    const began = performance.now();
    const read = await searchAfterRead(engine, index);
    const seconds = (performance.now() - began) / 1000;
    expect(read.documents).toBe(EXPORT_DOCS);
    const reader: Run = { name: `search_after in node (pages of ${EXPORT_PAGE})`, bytes: read.bytes, documents: read.documents, seconds, cpu: cpu.stop() };
    runs.push(reader);
    const ratios = [
      ...runs.slice(0, 2).map((run) => ratio(`${run.name.split(' (')[0]} / search_after (goal 0.80x or more)`, run, reader)),
      `heap goal: under 150 MB throughout; ${runs
        .slice(0, 2)
        .map((run) => `${run.name.split(' (')[0]} page ${mb(run.heap?.page ?? 0)} MB`)
        .join(', ')}`,
    ];
    console.log(`\n${table(`${engine.kind}: export of ${EXPORT_DOCS} documents (~${Math.round(sourceBytes / EXPORT_DOCS)} bytes each)`, runs, ratios)}\n`);
  } finally {
    await dropIndices(engine);
  }
});
