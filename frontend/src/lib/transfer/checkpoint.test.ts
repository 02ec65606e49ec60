import { describe, expect, it } from 'vitest';
import {
  fileDifferences,
  fingerprint,
  InOrder,
  parseCheckpoint,
  type Checkpoint,
} from './checkpoint';

const file = new File(['{"a":1}\n{"a":2}\n'], 'events.ndjson', { lastModified: 1_764_000_000_000 });

const checkpoint: Checkpoint = {
  file: fingerprint(file),
  position: { line: 2, offset: 8 },
  counts: { sent: 1, created: 1, updated: 0, existing: 0, rejected: 0, retried: 0 },
  target: { name: 'events', dataStream: false },
  format: {
    format: 'ndjson',
    encoding: 'utf-8',
    gzip: false,
    delimiter: null,
    quote: null,
    header: null,
    idField: 'event.id',
  },
  savedAt: 1_764_000_100_000,
};

/** As it comes back from storage: a structured clone. */
const stored = (value: unknown): unknown => structuredClone(value);

describe('checkpoint of a file', () => {
  it('fingerprints a file by name, size and last modification', () => {
    expect(fingerprint(file)).toEqual({
      name: 'events.ndjson',
      size: 16,
      lastModified: 1_764_000_000_000,
    });
  });

  it('matches the same file picked again', () => {
    const again = new File(['{"a":1}\n{"a":2}\n'], 'events.ndjson', {
      lastModified: 1_764_000_000_000,
    });
    expect(fileDifferences(checkpoint, again)).toEqual([]);
  });

  it('says how another file differs', () => {
    const edited = new File(['{"a":1}\n{"a":2}\n{"a":3}\n'], 'events.ndjson', {
      lastModified: 1_764_000_500_000,
    });
    expect(fileDifferences(checkpoint, edited)).toEqual(['size', 'lastModified']);
    const renamed = new File(['{"a":1}\n{"b":2}\n'], 'other.ndjson', {
      lastModified: 1_764_000_000_000,
    });
    expect(fileDifferences(checkpoint, renamed)).toEqual(['name']);
  });
});

describe('a checkpoint read back', () => {
  it('is kept whole when every field is sound', () => {
    expect(parseCheckpoint(stored(checkpoint))).toEqual(checkpoint);
    const csv = {
      ...checkpoint,
      format: { ...checkpoint.format, format: 'csv', delimiter: ';', quote: '"', header: true },
    };
    expect(parseCheckpoint(stored(csv))).toEqual(csv);
  });

  it('counts no documents already there when it was kept before they were counted', () => {
    const { sent, created, updated, rejected, retried } = checkpoint.counts;
    const older = { sent, created, updated, rejected, retried };
    const read = parseCheckpoint(stored({ ...checkpoint, counts: older }));
    expect(read?.counts).toEqual({ ...older, existing: 0 });
  });

  it('is dropped when any field is missing or damaged', () => {
    const damaged: unknown[] = [
      null,
      'checkpoint',
      { ...checkpoint, savedAt: undefined },
      { ...checkpoint, file: { ...checkpoint.file, size: '16' } },
      { ...checkpoint, file: { ...checkpoint.file, name: '' } },
      { ...checkpoint, position: { line: 0, offset: 0 } },
      { ...checkpoint, position: { line: 2, offset: 8.5 } },
      { ...checkpoint, counts: { ...checkpoint.counts, retried: -1 } },
      { ...checkpoint, counts: { sent: 1, created: 1 } },
      { ...checkpoint, target: { name: 'events' } },
      { ...checkpoint, format: { ...checkpoint.format, format: 'xml' } },
      { ...checkpoint, format: { ...checkpoint.format, encoding: 'latin1' } },
      { ...checkpoint, format: { ...checkpoint.format, delimiter: ',,' } },
      { ...checkpoint, format: { ...checkpoint.format, header: 'yes' } },
      { ...checkpoint, format: { ...checkpoint.format, idField: '' } },
      { ...checkpoint, format: { ...checkpoint.format, gzip: undefined } },
    ];
    expect(damaged.map((value) => parseCheckpoint(stored(value)))).toEqual(damaged.map(() => null));
  });

  it('is dropped when its offset is past the end of the file, unless the file is compressed', () => {
    const past = { ...checkpoint, position: { line: 3, offset: 17 } };
    expect(parseCheckpoint(stored(past))).toBeNull();
    const gzip = { ...past, format: { ...checkpoint.format, gzip: true } };
    expect(parseCheckpoint(stored(gzip))).toEqual(gzip);
  });
});

describe('answers put back in order', () => {
  it('releases a batch only once every batch before it is answered', () => {
    const order = new InOrder<string>();
    expect(order.acknowledge(1, 'b')).toEqual([]);
    expect(order.acknowledge(2, 'c')).toEqual([]);
    expect(order.acknowledge(0, 'a')).toEqual(['a', 'b', 'c']);
    expect(order.acknowledge(3, 'd')).toEqual(['d']);
  });

  it('starts from the batch a resumed run starts with, and refuses a batch answered twice', () => {
    const order = new InOrder<number>(5);
    expect(order.acknowledge(5, 0)).toEqual([0]);
    expect(() => order.acknowledge(5, 0)).toThrow(RangeError);
    expect(order.acknowledge(7, 2)).toEqual([]);
    expect(() => order.acknowledge(7, 2)).toThrow(RangeError);
  });
});
