import { describe, expect, it } from 'vitest';
import { ExportCluster } from '../../../engine/exportCluster.fixture';
import type { EngineRequest, ExportSearch } from '../../../engine/exportRequests';
import type { ExportPosition, SendRequest } from '../../../engine/exportRun';
import { engineProfile, type EngineProfile } from '../../../engine/profile';
import { ndjsonWriter } from '../../../lib/transfer/ndjsonWriter';
import type { FileSink } from '../files/fileSink';
import { runExport, type ExportRunInput, type WrittenPage } from './exportRunner';

const ES8 = engineProfile('elasticsearch', '8.15.2');
const OS2 = engineProfile('opensearch', '2.11.1');
const ES7_9 = engineProfile('elasticsearch', '7.9.3');

const SEARCH: ExportSearch = { index: 'logs-*', size: 4, keepAlive: '1m' };

/** A file in memory: its text, and whether it was closed or stopped. */
function memorySink() {
  const file = { text: '', closed: false, aborted: false };
  const sink: FileSink = {
    write: (text) => Promise.resolve(void (file.text += text)),
    close: () => Promise.resolve(void (file.closed = true)),
    abort: () => Promise.resolve(void (file.aborted = true)),
    get bytes() {
      return file.text.length;
    },
    parts: 0,
  };
  return { sink, file };
}

/** The cluster's answers a turn later; `fail` refuses a request as a gateway would. */
function sender(cluster: ExportCluster, fail?: (request: EngineRequest) => boolean): SendRequest {
  return async (request, signal) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if (fail?.(request)) throw new Error('502 Bad Gateway');
    return cluster.send(request);
  };
}

function input(
  profile: EngineProfile,
  cluster: ExportCluster,
  sink: FileSink,
  more: Partial<ExportRunInput> = {},
) {
  const pages: WrittenPage[] = [];
  const totals: number[] = [];
  const run: ExportRunInput = {
    profile,
    search: SEARCH,
    send: sender(cluster),
    writer: ndjsonWriter({ id: true }),
    sink,
    slices: 1,
    signal: new AbortController().signal,
    onTotal: (total) => totals.push(total),
    onPage: (page) => pages.push(page),
    ...more,
  };
  return { run, pages, totals };
}

const idsOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as { _id: string })._id);

describe('runExport', () => {
  it.each([
    ['Elasticsearch 8', ES8],
    ['OpenSearch 2', OS2],
    ['Elasticsearch 7.9', ES7_9],
  ])('writes every document of %s once and keeps the file', async (_, profile) => {
    const cluster = new ExportCluster(profile, 10);
    const { sink, file } = memorySink();
    const { run, pages, totals } = input(profile, cluster, sink, { slices: 2 });
    expect(await runExport(run)).toEqual({ status: 'done' });
    const ids = idsOf(file.text);
    expect(new Set(ids)).toEqual(new Set(cluster.docs.map((doc) => doc._id)));
    expect(ids).toHaveLength(10);
    expect(file.closed).toBe(true);
    expect(totals).toEqual([10]);
    expect(pages.reduce((sum, page) => sum + page.documents, 0)).toBe(10);
    expect(cluster.openContexts).toBe(0);
    // A scroll cannot resume; a point in time names where each slice stands.
    const last = pages.at(-1)?.position;
    if (profile === ES7_9) expect(last).toBeNull();
    else expect(last).toHaveLength(2);
  });

  it('stops the file and closes the read when cancelled', async () => {
    const cluster = new ExportCluster(ES8, 20);
    const { sink, file } = memorySink();
    const stop = new AbortController();
    const { run } = input(ES8, cluster, sink, {
      signal: stop.signal,
      onPage: () => stop.abort(),
    });
    expect(await runExport(run)).toEqual({ status: 'cancelled' });
    expect(file.aborted).toBe(true);
    expect(file.closed).toBe(false);
    expect(cluster.openContexts).toBe(0);
    expect(cluster.log.at(-1)).toBe('DELETE _pit');
  });

  it('keeps what was written after a failure, and resumes from there into a new file', async () => {
    const cluster = new ExportCluster(OS2, 12);
    let pagesAsked = 0;
    const failThird = (request: EngineRequest) => request.path === '_search' && ++pagesAsked === 3;
    const first = memorySink();
    const failing = input(OS2, cluster, first.sink, { send: sender(cluster, failThird) });
    const end = await runExport(failing.run);
    expect(end.status).toBe('failed');
    expect(first.file.closed).toBe(true);
    expect(idsOf(first.file.text)).toHaveLength(8);
    expect(cluster.openContexts).toBe(0);

    const position = failing.pages.at(-1)?.position as ExportPosition;
    const second = memorySink();
    const resumed = input(OS2, cluster, second.sink, { resume: position });
    expect(await runExport(resumed.run)).toEqual({ status: 'done' });
    const ids = [...idsOf(first.file.text), ...idsOf(second.file.text)];
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(cluster.openContexts).toBe(0);
  });

  it('fails when the file cannot be written, and closes the read', async () => {
    const cluster = new ExportCluster(ES8, 12);
    const { sink } = memorySink();
    const full = new Error('The disk is full.');
    const { run, pages } = input(ES8, cluster, { ...sink, write: () => Promise.reject(full) });
    expect(await runExport(run)).toEqual({ status: 'failed', error: full });
    expect(pages).toEqual([]);
    expect(cluster.openContexts).toBe(0);
  });
});
