import { describe, expect, it } from 'vitest';
import { ExportCluster } from '../../../engine/exportCluster.fixture';
import type { ExportSearch } from '../../../engine/exportRequests';
import type { SendRequest } from '../../../engine/exportRun';
import { bulkBody, recordText, type ImportBatch } from '../../../engine/importBatch';
import { bodyLines } from '../run/runTesting';
import { engineProfile, type EngineProfile } from '../../../engine/profile';
import { copyBatches, type CopyReadOptions } from './copyBatches';

const ES8 = engineProfile('elasticsearch', '8.15.2');
const OS2 = engineProfile('opensearch', '2.11.1');
const ES7_9 = engineProfile('elasticsearch', '7.9.3');

const SEARCH: ExportSearch = { index: 'logs-*', size: 10, keepAlive: '1m' };

function sender(cluster: ExportCluster): SendRequest {
  return async (request) => {
    await Promise.resolve();
    return cluster.send(request);
  };
}

function options(
  profile: EngineProfile,
  cluster: ExportCluster,
  more: Partial<CopyReadOptions> = {},
) {
  return {
    profile,
    search: SEARCH,
    send: sender(cluster),
    slices: 1,
    target: { name: 'copy', dataStream: false },
    keepIds: true,
    batchBytes: 400,
    ...more,
  } satisfies CopyReadOptions;
}

async function drain(iterator: AsyncIterator<ImportBatch>, limit = Infinity) {
  const batches: ImportBatch[] = [];
  while (batches.length < limit) {
    const step = await iterator.next();
    if (step.done) break;
    batches.push(step.value);
  }
  return batches;
}

const sourcesOf = (batches: ImportBatch[]) =>
  batches.flatMap((batch) =>
    batch.records.map((record) => JSON.parse(recordText(record)) as { n: number }),
  );

describe('copyBatches', () => {
  it.each([
    ['Elasticsearch 8', ES8],
    ['OpenSearch 2', OS2],
    ['Elasticsearch 7.9 (scroll)', ES7_9],
  ])('reads every document of %s once into bodies under the byte limit', async (_, profile) => {
    const cluster = new ExportCluster(profile, 47);
    const batches = await drain(copyBatches(options(profile, cluster, { slices: 2 })));
    const sources = sourcesOf(batches);
    expect(sources.map((doc) => doc.n).sort((a, b) => a - b)).toEqual(
      cluster.docs.map((doc) => doc._source.n),
    );
    for (const batch of batches) {
      expect(batch.bytes).toBeLessThanOrEqual(400);
      const body = new TextDecoder().decode(bulkBody(batch.records));
      expect(new TextEncoder().encode(body).length).toBe(batch.bytes);
    }
    expect(batches.map((batch) => batch.sequence)).toEqual(batches.map((_, i) => i));
    expect(batches.at(-1)!.bytesRead).toBe(47);
    expect(cluster.openContexts).toBe(0);
  });

  it('names each copy after its source id when ids are kept, and lets the cluster name them otherwise', async () => {
    const cluster = new ExportCluster(ES8, 5);
    const kept = await drain(copyBatches(options(ES8, cluster)));
    const actions = kept.flatMap((batch) =>
      batch.records.map((record) => JSON.parse(bodyLines(record)[0])),
    );
    expect(actions.map((action) => action.index._id).sort()).toEqual(
      cluster.docs.map((doc) => doc._id).sort(),
    );
    expect(actions.every((action) => action.index._index === 'copy')).toBe(true);
    const fresh = await drain(copyBatches(options(ES8, cluster, { keepIds: false })));
    const lines = fresh.flatMap((batch) => batch.records.map((record) => bodyLines(record)[0]));
    expect(lines.every((line) => line === '{"index":{"_index":"copy"}}')).toBe(true);
  });

  it('numbers the documents in read order and ends each body where the next starts', async () => {
    const cluster = new ExportCluster(OS2, 30);
    const batches = await drain(copyBatches(options(OS2, cluster)));
    const lines = batches.flatMap((batch) => batch.records.map((record) => record.line));
    expect(lines).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const batch of batches) expect(batch.end.line).toBe(batch.records.at(-1)!.line + 1);
  });

  it.each([
    ['Elasticsearch 8', ES8],
    ['OpenSearch 2', OS2],
  ])(
    'goes on from a written page end of %s with the rest, each document once',
    async (_, profile) => {
      const cluster = new ExportCluster(profile, 53);
      const first = copyBatches(options(profile, cluster, { slices: 2 }));
      const before = await drain(first, 4);
      const resume = first.resumeAt(before.at(-1)!.end);
      await first.close();
      expect(cluster.openContexts).toBe(0);
      expect(resume).not.toBeNull();
      const written = sourcesOf(before).slice(0, resume!.documents);
      const rest = await drain(
        copyBatches(options(profile, cluster, { slices: 2, resume: resume! })),
      );
      const all = [...written, ...sourcesOf(rest)].map((doc) => doc.n).sort((a, b) => a - b);
      expect(all).toEqual(cluster.docs.map((doc) => doc._source.n));
      expect(rest[0].records[0].line).toBe(resume!.documents + 1);
    },
  );

  it('knows no place to go on from before a page is written', async () => {
    const cluster = new ExportCluster(ES8, 30);
    const batches = copyBatches(options(ES8, cluster, { batchBytes: 100 }));
    const [first] = await drain(batches, 1);
    expect(batches.resumeAt(first.end)).toBeNull();
    await batches.close();
  });
});
