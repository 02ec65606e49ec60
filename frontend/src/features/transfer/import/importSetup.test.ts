import { describe, expect, it } from 'vitest';
import { NO_COUNTS } from '../../../lib/transfer/rejects';
import type { FilePreview, ReadChoices } from './filePreview';
import { initialDraft, type ImportDraft } from './importDraft';
import {
  checkpointSetup,
  importSetup,
  resumedSetup,
  type SetupContext,
  type TargetInfo,
} from './importSetup';

const CSV: ReadChoices = {
  format: 'csv',
  encoding: 'utf-8',
  gzip: false,
  delimiter: ';',
  quote: '"',
  header: true,
};
const NDJSON: ReadChoices = { ...CSV, format: 'ndjson', delimiter: ',' };

const PREVIEW: FilePreview = {
  records: [{ line: 2, values: { id: '1', n: '5' } }],
  problems: [],
  columns: ['id', 'n'],
  sample: [{ id: '1', n: '5' }],
  sampleText: 'id;n\n1;5',
  failure: null,
  whole: true,
};

const MAPPING = {
  logs: {
    mappings: {
      properties: { n: { type: 'long' }, geo: { properties: { lat: { type: 'double' } } } },
    },
  },
};
const EXISTING: TargetInfo = { kind: 'index', mapping: MAPPING };
const MISSING: TargetInfo = { kind: 'missing', mapping: null };

const file = new File(['id;n\n1;5\n'], 'data.csv');

function setupOf(changes: Partial<ImportDraft>, context: Partial<SetupContext> = {}) {
  const draft = { ...initialDraft('logs'), ...changes };
  return importSetup(draft, {
    file,
    choices: CSV,
    preview: PREVIEW,
    target: EXISTING,
    bodyLimit: null,
    ...context,
  });
}

describe('the run the import form makes', () => {
  it('imports into an existing index, CSV cells typed as its mapping says', () => {
    const result = setupOf({ idField: 'id', concurrency: 4, refreshOff: true });
    expect(result).toEqual({
      setup: {
        file,
        read: {
          format: { ...CSV, idField: 'id' },
          target: { name: 'logs', dataStream: false },
          batchBytes: 5_000_000,
          resume: null,
          columnTypes: { n: 'long', 'geo.lat': 'double' },
        },
        concurrency: 4,
        stopAtFirstError: false,
        speed: { refreshOff: true, noReplicas: false },
        createIndex: null,
      },
    });
  });

  it('writes only creates into a data stream, and keeps the bodies under the cluster limit', () => {
    const result = setupOf(
      { bodyMegabytes: 20 },
      { choices: NDJSON, target: { kind: 'dataStream', mapping: MAPPING }, bodyLimit: 10_485_760 },
    );
    if (!('setup' in result)) throw new Error(result.problem);
    expect(result.setup.read.target).toEqual({ name: 'logs', dataStream: true });
    expect(result.setup.read.batchBytes).toBe(10_485_760);
    expect(result.setup.read.format).toMatchObject({
      format: 'ndjson',
      delimiter: null,
      header: null,
    });
    expect(result.setup.read).not.toHaveProperty('columnTypes');
  });

  it('creates a new index first, with its shards, replicas and the edited mapping', () => {
    const mapping = { properties: { n: { type: 'integer' } } };
    const result = setupOf(
      {
        targetKind: 'new',
        index: 'books',
        shards: 2,
        replicas: 0,
        mapping: JSON.stringify(mapping),
      },
      { target: MISSING },
    );
    if (!('setup' in result)) throw new Error(result.problem);
    expect(result.setup.createIndex).toEqual({
      name: 'books',
      body: { settings: { number_of_shards: 2, number_of_replicas: 0 }, mappings: mapping },
    });
    expect(result.setup.read.columnTypes).toEqual({ n: 'integer' });
  });

  it('says the first thing missing', () => {
    expect(setupOf({}, { file: null })).toEqual({ problem: 'source' });
    expect(setupOf({}, { preview: null })).toEqual({ problem: 'reading' });
    const empty = {
      ...PREVIEW,
      records: [],
      problems: [
        {
          kind: 'problem' as const,
          error: 'empty' as const,
          line: 1,
          column: 1,
          offset: 0,
          reason: '',
          text: '',
        },
      ],
    };
    expect(setupOf({}, { preview: empty })).toEqual({ problem: 'empty' });
    expect(
      setupOf({}, { preview: { ...PREVIEW, failure: { offset: 9, encoding: 'utf-8' } } }),
    ).toEqual({ problem: 'decode' });
    expect(setupOf({ index: ' ' })).toEqual({ problem: 'index' });
    expect(setupOf({}, { target: null })).toEqual({ problem: 'checking' });
    expect(setupOf({}, { target: MISSING })).toEqual({ problem: 'targetMissing' });
    expect(setupOf({ targetKind: 'new', index: 'Books' })).toEqual({ problem: 'indexName' });
    expect(setupOf({ targetKind: 'new' })).toEqual({ problem: 'indexExists' });
    const creating = { targetKind: 'new' as const };
    expect(setupOf({ ...creating, shards: 0 }, { target: MISSING })).toEqual({ problem: 'shards' });
    expect(setupOf({ ...creating, replicas: -1 }, { target: MISSING })).toEqual({
      problem: 'replicas',
    });
    expect(setupOf(creating, { target: MISSING })).toEqual({ problem: 'mappingPending' });
    expect(setupOf({ ...creating, mapping: '{"a":' }, { target: MISSING })).toEqual({
      problem: 'mapping',
    });
    expect(setupOf({ bodyMegabytes: 0 })).toEqual({ problem: 'bodySize' });
    expect(setupOf({ concurrency: 9 })).toEqual({ problem: 'concurrency' });
  });

  it('goes on from a checkpoint: its reading, target and counts, nothing created again', () => {
    const result = setupOf(
      { targetKind: 'new', index: 'books', mapping: '{}' },
      { target: MISSING },
    );
    if (!('setup' in result)) throw new Error(result.problem);
    const counts = { ...NO_COUNTS, sent: 40, created: 40 };
    const resumed = resumedSetup(result.setup, {
      file: { name: 'data.csv', size: 9, lastModified: 1 },
      position: { line: 41, offset: 300 },
      counts,
      target: { name: 'books', dataStream: false },
      format: { ...CSV, delimiter: ',', idField: null },
      savedAt: 2,
    });
    expect(resumed.createIndex).toBeNull();
    expect(resumed.earlier).toEqual(counts);
    expect(resumed.read.resume).toEqual({ line: 41, offset: 300 });
    expect(resumed.read.format.delimiter).toBe(',');
  });

  it('goes on from a checkpoint chosen with the file, with the run options of the form', () => {
    const checkpoint = {
      file: { name: 'data.csv', size: 9, lastModified: 1 },
      position: { line: 41, offset: 300 },
      counts: { ...NO_COUNTS, sent: 40, created: 40 },
      target: { name: 'logs', dataStream: false },
      format: { ...CSV, idField: 'id' },
      savedAt: 2,
    };
    const draft = { ...initialDraft(''), concurrency: 2, noReplicas: true };
    const context = { file, target: EXISTING, bodyLimit: 1000 };
    const result = checkpointSetup(draft, context, checkpoint);
    expect(result).toEqual({
      setup: {
        file,
        read: {
          format: checkpoint.format,
          target: checkpoint.target,
          batchBytes: 1000,
          resume: checkpoint.position,
          columnTypes: { n: 'long', 'geo.lat': 'double' },
        },
        concurrency: 2,
        stopAtFirstError: false,
        speed: { refreshOff: false, noReplicas: true },
        createIndex: null,
        earlier: checkpoint.counts,
      },
    });
    expect(checkpointSetup(draft, { ...context, target: MISSING }, checkpoint)).toEqual({
      problem: 'targetMissing',
    });
  });
});
