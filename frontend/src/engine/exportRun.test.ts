import { describe, expect, it } from 'vitest';
import { ExportCluster } from './exportCluster.fixture';
import type { EngineRequest, ExportSearch } from './exportRequests';
import { exportPages, type ExportedPage, type SendRequest } from './exportRun';
import { engineProfile, type EngineProfile } from './profile';

const ES8 = engineProfile('elasticsearch', '8.15.2');
const OS2_11 = engineProfile('opensearch', '2.11.1');
const ES7_9 = engineProfile('elasticsearch', '7.9.3');

const SEARCH: ExportSearch = { index: 'logs-*', size: 4, keepAlive: '1m' };

/** The cluster's answers, a turn of the event loop later; `fail` may refuse a request. */
function sender(cluster: ExportCluster, fail?: (request: EngineRequest) => boolean): SendRequest {
  return async (request, signal) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
    if (fail?.(request)) throw new Error('502 Bad Gateway');
    return cluster.send(request);
  };
}

async function collect(pages: AsyncGenerator<ExportedPage>, stopAfter = Infinity) {
  const ids: string[] = [];
  let seen = 0;
  for await (const { page } of pages) {
    ids.push(...page.hits.map((hit) => hit._id));
    if (++seen >= stopAfter) break;
  }
  return ids;
}

const named: [string, EngineProfile][] = [
  ['Elasticsearch 8', ES8],
  ['OpenSearch 2.11', OS2_11],
  ['Elasticsearch 7.9', ES7_9],
];

describe('exportPages', () => {
  it.each(named)(
    'reads every document of %s once, in one or in three slices',
    async (_, profile) => {
      for (const slices of [1, 3]) {
        const cluster = new ExportCluster(profile, 30);
        const ids = await collect(exportPages(profile, SEARCH, sender(cluster), { slices }));
        expect(ids).toHaveLength(30);
        expect(new Set(ids).size).toBe(30);
        expect(cluster.openContexts).toBe(0);
        // The slices of a point in time share it; each slice of a scroll has its own.
        const closes = cluster.log.filter((line) => line.startsWith('DELETE'));
        expect(closes).toHaveLength(profile === ES7_9 ? slices : 1);
      }
    },
  );

  it.each(named)('closes the read of %s when the user stops taking pages', async (_, profile) => {
    const cluster = new ExportCluster(profile, 30);
    const ids = await collect(exportPages(profile, SEARCH, sender(cluster), { slices: 2 }), 2);
    expect(ids).toHaveLength(8);
    expect(cluster.openContexts).toBe(0);
    expect(cluster.log.at(-1)).toMatch(/^DELETE /);
  });

  it('closes the scrolls of slices whose first page was still on its way', async () => {
    const cluster = new ExportCluster(ES7_9, 30);
    const ids = await collect(exportPages(ES7_9, SEARCH, sender(cluster), { slices: 3 }), 1);
    expect(ids).toHaveLength(4);
    expect(cluster.openContexts).toBe(0);
  });

  it.each(named)('closes the read of %s when a page fails, and says why', async (_, profile) => {
    const cluster = new ExportCluster(profile, 30);
    let pages = 0;
    const failing = sender(cluster, (request) => request.method === 'POST' && ++pages === 4);
    await expect(collect(exportPages(profile, SEARCH, failing, { slices: 2 }))).rejects.toThrow(
      '502 Bad Gateway',
    );
    expect(cluster.openContexts).toBe(0);
  });

  it('closes the read when the user cancels while a page is on its way', async () => {
    const cluster = new ExportCluster(ES8, 30);
    const controller = new AbortController();
    const pages = exportPages(ES8, SEARCH, sender(cluster), { signal: controller.signal });
    await pages.next();
    controller.abort();
    await expect(pages.next()).rejects.toThrow('aborted');
    expect(cluster.openContexts).toBe(0);
    expect(cluster.log.at(-1)).toBe('DELETE _pit');
  });

  it.each(named)(
    'gives the count of %s once, when the first page of every slice has counted its own',
    async (_, profile) => {
      const cluster = new ExportCluster(profile, 30);
      const totals: (number | null)[] = [];
      for await (const page of exportPages(profile, SEARCH, sender(cluster), { slices: 3 }))
        totals.push(page.total);
      expect(totals.filter((total) => total !== null)).toEqual([30]);
      // Known by the third page at the latest: the slices' first pages come first.
      expect(totals.slice(0, 3)).toContain(30);
      expect(cluster.log.some((line) => line.includes('_count'))).toBe(false);
    },
  );

  it('gives no count when a slice could not count, nor when the read resumes', async () => {
    const cluster = new ExportCluster(ES8, 10);
    const uncounted: SendRequest = async (request) => {
      const answer = (await sender(cluster)(request)) as { hits?: { total?: unknown } };
      if (answer.hits) answer.hits.total = { value: 10000, relation: 'gte' };
      return answer;
    };
    const counted = [];
    for await (const page of exportPages(ES8, SEARCH, uncounted)) counted.push(page.total);
    expect(counted.every((total) => total === null)).toBe(true);
    const resumed = [];
    for await (const page of exportPages(ES8, SEARCH, sender(cluster), { resume: [null] }))
      resumed.push(page.total);
    expect(resumed.every((total) => total === null)).toBe(true);
  });

  it('resumes a point in time export where an earlier run stopped', async () => {
    const cluster = new ExportCluster(OS2_11, 30);
    let position: (unknown[] | null)[] = [];
    const first: string[] = [];
    for await (const page of exportPages(OS2_11, SEARCH, sender(cluster), { slices: 2 })) {
      first.push(...page.page.hits.map((hit) => hit._id));
      position = page.position;
      if (first.length >= 12) break;
    }
    const rest = await collect(
      exportPages(OS2_11, SEARCH, sender(cluster), { slices: 2, resume: position }),
    );
    expect(new Set([...first, ...rest]).size).toBe(30);
    expect(first.length + rest.length).toBe(30);
    expect(cluster.openContexts).toBe(0);
  });

  it('refuses to resume a scroll, which cannot start after given sort values', async () => {
    const cluster = new ExportCluster(ES7_9, 30);
    const pages = exportPages(ES7_9, SEARCH, sender(cluster), { resume: [[3]] });
    await expect(pages.next()).rejects.toThrow('resume');
    expect(cluster.log).toEqual([]);
  });

  it('stops when the cluster opens no point in time', async () => {
    const cluster = new ExportCluster(ES8, 30);
    const send: SendRequest = (request) =>
      Promise.resolve(
        request.method === 'POST' && request.path.endsWith('_pit') ? {} : cluster.send(request),
      );
    await expect(exportPages(ES8, SEARCH, send).next()).rejects.toThrow('point in time');
  });
});
