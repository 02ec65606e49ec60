import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerSaveDialogs } from '../support/transfer';
import { CpuSampler } from './lib/samplers';
import {
  BlockWriter,
  BUSY_ENGINE_MS,
  countOf,
  dropIndices,
  loadExportIndex,
  MB,
  mb,
  ratio,
  requestFigures,
  runRow,
  table,
  type Run,
} from './lib/transferRuns';
import { screenExport, screenImport } from './lib/transferScreens';

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
// prints where its main thread spent time. The copy between the two engines, beside an export
// and an import of the same documents, is transfer-copy.bench.ts.

const IMPORT_MB = Number(process.env.BENCH_IMPORT_MB ?? 1024);
const EXPORT_DOCS = Number(process.env.BENCH_EXPORT_DOCS ?? 1_000_000);
/** Documents per page of the exports, the screen's and the baseline's alike. */
const EXPORT_PAGE = Number(process.env.BENCH_EXPORT_PAGE ?? 10_000);
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
    const file = join(
      this.dir,
      `${this.name}-${String(this.files.length).padStart(5, '0')}.ndjson`,
    );
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
  return {
    ndjson,
    bytes: statSync(ndjson).size,
    documents,
    bodies5: bodies5.files,
    bodies1: bodies1.files,
  };
}

/** Sends _bulk bodies from their files, `inFlight` at a time, failing on any document refused. */
async function sendBodies(
  engine: Engine,
  index: string,
  files: readonly string[],
  inFlight: number,
): Promise<void> {
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
      if (!response.ok || answer.errors)
        throw new Error(
          `bulk into ${index}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
}

const examinedRun = (name: string) => process.env.BENCH_PROFILE === name;

test('import: a large NDJSON file through the browser beside a bulk loader and Kibana-style upload', async ({
  page,
  browser,
  engine,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-transfer-'));
  try {
    await dropIndices(engine, PREFIX);
    const files = writeImportFiles(dir, IMPORT_MB);
    const runs: Run[] = [];

    const index = `${PREFIX}-ui`;
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const firstBulk = page.waitForRequest(
      (request) => request.url().includes('_bulk') && request.method() === 'POST',
    );
    const browserRun = await screenImport(page, browser, {
      cluster: 0,
      file: files.ndjson,
      bytes: files.bytes,
      documents: files.documents,
      index,
      mappedField: 'body',
      name: 'browser (5 MB, 3 in flight)',
      profile: examinedRun('import'),
    });
    runs.push(browserRun);
    const bulk = await firstBulk;
    console.log(
      `first _bulk request: ${bulk.url()} ${bulk.postDataBuffer()?.length ?? 0} bytes, starting ${bulk.postDataBuffer()?.subarray(0, 120).toString('utf8')}`,
    );
    console.log(await requestFigures(page, '_bulk', browserRun.seconds));
    console.log(
      `import screen: ${(await page.getByRole('status', { name: 'Import finished' }).innerText()).replace(/\s+/g, ' ')}`,
    );
    expect(await countOf(engine, index)).toBe(files.documents);
    const mapping = (
      await engineCall<Record<string, { mappings: object }>>(engine, 'GET', `${index}/_mapping`)
    )[index].mappings;
    await engineCall(engine, 'DELETE', index);

    const baselines: [string, string[], number][] = [
      ['bulk loader (5 MB, 4 in flight)', files.bodies5, 4],
      ['Kibana pattern (1 MB, 1 in flight)', files.bodies1, 1],
    ];
    for (const [name, bodies, inFlight] of baselines) {
      const target = `${PREFIX}-${inFlight}`;
      await engineCall(engine, 'PUT', target, {
        settings: { number_of_shards: 1, number_of_replicas: 0 },
        mappings: mapping,
      });
      const cpu = new CpuSampler();
      const began = performance.now();
      await sendBodies(engine, target, bodies, inFlight);
      runs.push({
        name,
        bytes: files.bytes,
        documents: files.documents,
        seconds: (performance.now() - began) / 1000,
        cpu: cpu.stop(),
      });
      expect(await countOf(engine, target)).toBe(files.documents);
      await engineCall(engine, 'DELETE', target);
    }
    const [, loader, kibana] = runs;
    const ratios = [
      ratio('browser / bulk loader (goal 0.80x or more)', browserRun, loader),
      ratio('browser / Kibana pattern (goal 3x or more)', browserRun, kibana),
      `heap goal: under 150 MB throughout; page ${mb(browserRun.heap?.page ?? 0)} MB, worker ${mb(browserRun.heap?.worker ?? 0)} MB`,
    ];
    console.log(
      `\n${table(`${engine.kind}: import of ${mb(files.bytes)} MB NDJSON, ${files.documents} documents of ~1 KB`, runs, ratios)}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await dropIndices(engine, PREFIX);
  }
});

/** Reads every document of `index` through a point in time, search_after pages of EXPORT_PAGE; the NDJSON bytes they make. */
async function searchAfterRead(
  engine: Engine,
  index: string,
): Promise<{ documents: number; bytes: number }> {
  const es = engine.kind === 'elasticsearch';
  const opened = await engineCall<{ id?: string; pit_id?: string }>(
    engine,
    'POST',
    `${index}/${es ? '_pit' : '_search/point_in_time'}?keep_alive=1m`,
    undefined,
    BUSY_ENGINE_MS,
  );
  const id = (es ? opened.id : opened.pit_id) ?? '';
  let after: unknown[] | undefined;
  let documents = 0;
  let bytes = 0;
  for (;;) {
    const answer = await engineCall<{ hits: { hits: { _source: unknown; sort: unknown[] }[] } }>(
      engine,
      'POST',
      '_search',
      {
        size: EXPORT_PAGE,
        query: { match_all: {} },
        pit: { id, keep_alive: '1m' },
        sort: [{ _shard_doc: 'asc' }],
        track_total_hits: false,
        ...(after === undefined ? {} : { search_after: after }),
      },
      BUSY_ENGINE_MS,
    );
    const hits = answer.hits.hits;
    for (const hit of hits) bytes += Buffer.byteLength(JSON.stringify(hit._source)) + 1;
    documents += hits.length;
    if (hits.length < EXPORT_PAGE) break;
    after = hits[hits.length - 1].sort;
  }
  if (es) await engineCall(engine, 'DELETE', '_pit', { id }, BUSY_ENGINE_MS);
  else
    await engineCall(engine, 'DELETE', '_search/point_in_time', { pit_id: [id] }, BUSY_ENGINE_MS);
  return { documents, bytes };
}

/** One search_after read of the whole index, timed, with the CPU time of each process meanwhile. */
async function timedRead(engine: Engine, index: string, when: string): Promise<Run> {
  const cpu = new CpuSampler();
  const began = performance.now();
  const read = await searchAfterRead(engine, index);
  const seconds = (performance.now() - began) / 1000;
  expect(read.documents).toBe(EXPORT_DOCS);
  return {
    name: `search_after in node, ${when} (pages of ${EXPORT_PAGE})`,
    bytes: read.bytes,
    documents: read.documents,
    seconds,
    cpu: cpu.stop(),
  };
}

test('export: NDJSON and CSV through the browser beside a search_after reader', async ({
  page,
  browser,
  engine,
}) => {
  const index = `${PREFIX}-export`;
  try {
    await dropIndices(engine, PREFIX);
    const loadStarted = performance.now();
    const sourceBytes = await loadExportIndex(engine, index, EXPORT_DOCS);
    console.log(
      `loaded ${EXPORT_DOCS} documents (${mb(sourceBytes)} MB of sources) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
    );
    await answerSaveDialogs(page);
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const runs: Run[] = [];
    // The reader runs before the browser and after it: an engine that has just taken the index,
    // or that has already answered the same pages, may read faster or slower than it will later.
    // Each run's row is printed as it ends: an engine that gives out later (the Elasticsearch test
    // engine's memory grows with each point in time at a million documents) keeps what came.
    const readerFirst = await timedRead(engine, index, 'first');
    console.log(runRow(readerFirst));
    for (const format of ['NDJSON', 'CSV'] as const) {
      const run = await screenExport(page, browser, {
        index,
        format,
        documents: EXPORT_DOCS,
        pageSize: EXPORT_PAGE,
        profile: examinedRun(format.toLowerCase()),
      });
      console.log(
        `${runRow(run)}\n${run.name}: page heap by quarter of the run ${run.heap?.quarters.map(mb).join(' / ')} MB`,
      );
      runs.push(run);
    }
    const readerLast = await timedRead(engine, index, 'last');
    runs.push(readerFirst, readerLast);
    // The reader's speed is the mean of its two runs' documents per second.
    const reader: Run = {
      ...readerLast,
      seconds: 2 / (1 / readerFirst.seconds + 1 / readerLast.seconds),
    };
    const ratios = [
      ...runs
        .slice(0, 2)
        .map((run) =>
          ratio(
            `${run.name.split(' (')[0]} / search_after, mean of its two runs (goal 0.80x or more)`,
            run,
            reader,
          ),
        ),
      `heap goal: under 150 MB throughout; ${runs
        .slice(0, 2)
        .map((run) => `${run.name.split(' (')[0]} page ${mb(run.heap?.page ?? 0)} MB`)
        .join(', ')}`,
    ];
    console.log(
      `\n${table(`${engine.kind}: export of ${EXPORT_DOCS} documents (~${Math.round(sourceBytes / EXPORT_DOCS)} bytes each)`, runs, ratios)}\n`,
    );
  } finally {
    await dropIndices(engine, PREFIX);
  }
});
