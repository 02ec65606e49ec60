import { describe, expect, it } from 'vitest';
import {
  documentedExamples,
  specificationsAt,
} from '../../../scripts/examples/documentedExamples.mjs';
import { engineProfile } from '../profile';
import { diskUsageRequests, fieldReport, readDiskUsage, readFieldUsage } from './diskUsage';
import { DISK_USAGE_ANSWER, FIELD_USAGE_ANSWER } from './diskUsage.fixture';

const specRoot = new URL('../../../../../shared/api-specs', import.meta.url).pathname;
const INDEX = 'my-index-000001';

describe('diskUsageRequests', () => {
  it('asks for the expensive analysis on Elasticsearch 7.15 and later only', () => {
    expect(diskUsageRequests(engineProfile('elasticsearch', '8.15.0'), 'logs#1')).toEqual({
      diskUsage: {
        method: 'POST',
        path: 'logs%231/_disk_usage',
        params: { run_expensive_tasks: 'true' },
      },
      fieldUsage: { method: 'GET', path: 'logs%231/_field_usage_stats' },
    });
    expect(diskUsageRequests(engineProfile('elasticsearch', '7.14.0'), 'logs')).toBeNull();
    expect(diskUsageRequests(engineProfile('opensearch', '3.2.0'), 'logs')).toBeNull();
  });
});

describe.skipIf(!specificationsAt(specRoot))('the documented answers', () => {
  const [diskExample] = documentedExamples(specRoot, 'indices/disk_usage');
  const [usageExample] = documentedExamples(specRoot, 'indices/field_usage_stats');
  const [disk] = readDiskUsage(diskExample.value);
  const usage = readFieldUsage(usageExample.value, INDEX)!;

  it('are the answers the fixture serves the view tests', () => {
    expect(DISK_USAGE_ANSWER).toEqual(diskExample.value);
    expect(FIELD_USAGE_ANSWER).toEqual(usageExample.value);
  });

  it('reads the bytes per field heaviest first, sizes left out last', () => {
    expect(disk.index).toBe(INDEX);
    expect(disk.storeSize).toBe(974192723);
    expect(disk.allFields?.total).toBe(973977084);
    expect(disk.allFields?.structures.inverted_index).toBe(113128526);
    expect(disk.fields.map((field) => [field.field, field.total])).toEqual([
      ['_source', 633281895],
      ['_id', 51709993],
      ['context', 30060405],
      ['_primary_term', null],
      ['_seq_no', null],
      ['_version', null],
      ['context.keyword', null],
      ['message', null],
      ['message.keyword', null],
    ]);
  });

  it('reads each structure, nested or flat, and an elided one as unknown', () => {
    const [source, id, context] = disk.fields;
    expect(id.structures).toEqual({
      inverted_index: 31172745,
      stored_fields: 20537248,
      doc_values: 0,
      points: 0,
      norms: 0,
      term_vectors: 0,
      knn_vectors: 0,
    });
    expect(source.structures.inverted_index).toBeNull();
    expect(context.structures.norms).toBe(2356);
  });

  it('sums the reads of each field, a count written as text too', () => {
    const id = usage.find((field) => field.field === '_id')!;
    expect(id).toMatchObject({ any: 1, structures: { stored_fields: 1, doc_values: 0 } });
    expect(id.invertedIndex).toMatchObject({ terms: 1, postings: 1, positions: 0 });
    expect(usage.find((field) => field.field === 'context')?.any).toBeNull();
  });

  it('flags no field whose reads are unknown or that is metadata', () => {
    const rows = fieldReport(disk, usage);
    expect(rows[0]).toMatchObject({ field: '_source', unusedHeavy: false });
    expect(rows[0].share).toBeCloseTo(633281895 / 973977084);
    expect(rows.some((row) => row.unusedHeavy)).toBe(false);
    expect(rows.find((row) => row.field === 'message')?.share).toBeNull();
    // Left out of the usage answer: never read. Named with its counts elided: unknown.
    expect(rows.find((row) => row.field === 'message')?.reads).toBe(0);
    expect(rows.find((row) => row.field === 'context')?.reads).toBeNull();
    expect(rows.find((row) => row.field === '_id')?.reads).toBe(1);
  });
});

describe('fieldReport', () => {
  const field = (total: number) => ({ total_in_bytes: total });
  const disk = readDiskUsage({
    logs: {
      all_fields: { total_in_bytes: 1000 },
      fields: { body: field(600), tag: field(30), title: field(300) },
    },
  })[0];
  const shard = (fields: Record<string, unknown>) => ({ stats: { fields } });
  const usage = readFieldUsage(
    {
      logs: {
        shards: [
          shard({ body: { any: 0 }, tag: { any: 0 }, title: { any: 2 } }),
          shard({ body: { any: 0 }, tag: { any: 0 }, title: { any: 3 } }),
        ],
      },
    },
    'logs',
  );

  it('flags a heavy field never read on any shard, not a light one', () => {
    const rows = fieldReport(disk, usage);
    expect(rows.map((row) => [row.field, row.usage?.any, row.unusedHeavy])).toEqual([
      ['body', 0, true],
      ['title', 5, false],
      ['tag', 0, false],
    ]);
    expect(fieldReport(disk, usage, 0.01).find((row) => row.field === 'tag')?.unusedHeavy).toBe(
      true,
    );
  });

  it('takes a field the usage answer leaves out for one never read', () => {
    const read = readFieldUsage({ logs: { shards: [shard({ title: { any: 4 } })] } }, 'logs');
    expect(fieldReport(disk, read).map((row) => [row.field, row.reads, row.unusedHeavy])).toEqual([
      ['body', 0, true],
      ['title', 4, false],
      ['tag', 0, false],
    ]);
  });

  it('flags nothing when the reads are unknown', () => {
    expect(readFieldUsage({ logs: { shards: [] } }, 'logs')).toBeNull();
    expect(readFieldUsage({ other: { shards: [shard({})] } }, 'logs')).toBeNull();
    const rows = fieldReport(disk, null);
    expect(rows.map((row) => [row.reads, row.unusedHeavy])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
  });
});
