import { writeSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, type Engine } from '../../fixtures/test';
import { engineCall } from '../../support/engineApi';
import type { HeapUse } from './samplers';

// What the transfer benchmarks share outside the browser: their documents, the bulk loader that
// fills an index with them, the counts read back, and the table of figures they print.

export const MB = 1_000_000;

export const mb = (bytes: number) => (bytes / MB).toFixed(1);

/** One timed run: how much it moved, how long it took, and what it cost meanwhile. */
export interface Run {
  name: string;
  bytes: number;
  documents: number;
  seconds: number;
  heap?: HeapUse;
  /** CPU seconds meanwhile by thread or process (CpuSampler). */
  cpu: string;
}

/** A document of about 300 bytes with a nested object and an array: dotted and joined CSV columns. */
export function exportDocument(n: number): object {
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
export class BlockWriter {
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

/** How long a benchmark waits for the engine: after a 1 GB import it may be busy for minutes. */
export const BUSY_ENGINE_MS = 600_000;

export async function countOf(engine: Engine, index: string): Promise<number> {
  await engineCall(engine, 'POST', `${index}/_refresh`, undefined, BUSY_ENGINE_MS);
  return (
    await engineCall<{ count: number }>(engine, 'GET', `${index}/_count`, undefined, BUSY_ENGINE_MS)
  ).count;
}

/** Deletes the indices whose names start with `prefix`. */
export async function dropIndices(engine: Engine, prefix: string): Promise<void> {
  const rows = await engineCall<{ index: string }[]>(
    engine,
    'GET',
    '_cat/indices?format=json&h=index',
    undefined,
    BUSY_ENGINE_MS,
  );
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix)))
    await engineCall(engine, 'DELETE', index, undefined, BUSY_ENGINE_MS).catch(() => undefined);
}

/**
 * Loads `count` export documents with the bulk loader (5 MB bodies made as it goes, 4 in flight)
 * into a new index of one shard and no replicas; the NDJSON bytes of their sources.
 */
export async function loadExportIndex(
  engine: Engine,
  index: string,
  count: number,
): Promise<number> {
  await engineCall(engine, 'PUT', index, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
  });
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
      if (!response.ok || answer.errors)
        throw new Error(
          `bulk into ${index}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`,
        );
    }
  };
  await Promise.all(Array.from({ length: 4 }, sender));
  expect(await countOf(engine, index)).toBe(count);
  return bytes;
}

/**
 * The page's requests whose address holds `part` (resource timing): how many, their median
 * time, and how many were under way on average over `seconds` (their summed time over it).
 */
export async function requestFigures(page: Page, part: string, seconds: number): Promise<string> {
  const durations = await page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(wanted))
        .map((entry) => entry.duration),
    part,
  );
  const sorted = [...durations].sort((a, b) => a - b);
  const total = durations.reduce((sum, ms) => sum + ms, 0);
  return `${durations.length} ${part} requests, median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, on average ${(total / 1000 / seconds).toFixed(2)} under way`;
}

/**
 * The page's requests whose address holds `part` one after the other (resource timing): when
 * each started after the first, how long it took, and how long the page waited before asking it
 * after the previous answer had come. Shows where a run's time goes besides the cluster's answers.
 */
export async function requestTimeline(page: Page, part: string): Promise<string> {
  const entries = await page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(wanted))
        .map((entry) => ({
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
    part,
  );
  if (entries.length === 0) return `no ${part} requests`;
  const first = entries[0].start;
  let previousEnd = first;
  const steps = entries.map(({ start, end }) => {
    const step = `${((start - first) / 1000).toFixed(2)}+${((end - start) / 1000).toFixed(2)}s (waited ${((start - previousEnd) / 1000).toFixed(2)})`;
    previousEnd = Math.max(previousEnd, end);
    return step;
  });
  return `${part} timeline from the first request: ${steps.join(', ')}; last answer at ${((previousEnd - first) / 1000).toFixed(2)} s`;
}

/** The runs' figures as a Markdown table, the CPU time of each, its heap by quarter, then the ratios. */
/** One run as a row of `table`: also printed as each run ends, so a later failure keeps it. */
export function runRow(run: Run): string {
  const heap = run.heap;
  const worker =
    heap === undefined
      ? ''
      : heap.workers === 0
        ? 'no worker'
        : `${mb(heap.worker)} MB (${heap.workers} seen)`;
  return (
    `| ${run.name} | ${mb(run.bytes)} | ${run.seconds.toFixed(1)} | ${(run.bytes / MB / run.seconds).toFixed(1)} | ` +
    `${(run.documents / run.seconds).toFixed(0)} | ${heap === undefined ? '' : `${mb(heap.page)} MB`} | ${worker} |`
  );
}

export function table(title: string, runs: Run[], ratios: string[]): string {
  const lines = [
    title,
    '| run | MB | seconds | MB/s | docs/s | max heap page | max heap worker |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(runRow),
  ];
  lines.push('', "CPU time meanwhile, by the browser's threads and the other processes:");
  for (const run of runs) lines.push(`- ${run.name}: ${run.cpu}`);
  for (const run of runs)
    if (run.heap !== undefined)
      lines.push(
        `${run.name}: page heap by quarter of the run ${run.heap.quarters.map(mb).join(' / ')} MB`,
      );
  return [...lines, '', ...ratios].join('\n');
}

/** Documents per second of `run` over those of `against`. */
export const ratio = (what: string, run: Run, against: Run) =>
  `${what}: ${(run.documents / run.seconds / (against.documents / against.seconds)).toFixed(2)}x`;
