import { describe, expect, it } from 'vitest';
import {
  bulkActionLine,
  bulkDocumentLines,
  bulkRequest,
  isRetryable,
  readBulkAnswer,
  type BulkItemFailure,
} from './bulkRequests';

// The specification's answers (specification/_global/bulk/examples/response/).
/** BulkResponseExample1.yaml: index, delete of a missing document, create, update. */
const MULTIPLE_SUCCESSFUL = {
  took: 30,
  errors: false,
  items: [
    {
      index: {
        _index: 'test',
        _id: '1',
        _version: 1,
        result: 'created',
        _shards: { total: 2, successful: 1, failed: 0 },
        status: 201,
        _seq_no: 0,
        _primary_term: 1,
      },
    },
    {
      delete: {
        _index: 'test',
        _id: '2',
        _version: 1,
        result: 'not_found',
        _shards: { total: 2, successful: 1, failed: 0 },
        status: 404,
        _seq_no: 1,
        _primary_term: 2,
      },
    },
    {
      create: {
        _index: 'test',
        _id: '3',
        _version: 1,
        result: 'created',
        _shards: { total: 2, successful: 1, failed: 0 },
        status: 201,
        _seq_no: 2,
        _primary_term: 3,
      },
    },
    {
      update: {
        _index: 'test',
        _id: '1',
        _version: 2,
        result: 'updated',
        _shards: { total: 2, successful: 1, failed: 0 },
        status: 200,
        _seq_no: 3,
        _primary_term: 4,
      },
    },
  ],
};

const missing = (id: string) => ({
  update: {
    _index: 'index1',
    _id: id,
    status: 404,
    error: {
      type: 'document_missing_exception',
      reason: `[${id}]: document missing`,
      index_uuid: 'aAsFqTI0Tc2W0LCWgPNrOA',
      shard: '0',
      index: 'index1',
    },
  },
});

/** BulkResponseExample2.yaml: two updates of missing documents, then a create. */
const FAILED_ACTIONS = {
  took: 486,
  errors: true,
  items: [
    missing('5'),
    missing('6'),
    {
      create: {
        _index: 'index1',
        _id: '7',
        _version: 1,
        result: 'created',
        _shards: { total: 2, successful: 1, failed: 0 },
        _seq_no: 0,
        _primary_term: 1,
        status: 201,
      },
    },
  ],
};

/** An import into `logs` with a field mapped as long: as the engines answer each failure. */
const MIXED = {
  took: 12,
  errors: true,
  items: [
    { index: { _index: 'logs', _id: 'a', _version: 1, result: 'created', status: 201 } },
    {
      index: {
        _index: 'logs',
        _id: 'b',
        status: 400,
        error: {
          type: 'mapper_parsing_exception',
          reason: "failed to parse field [bytes] of type [long] in document with id 'b'",
          caused_by: { type: 'illegal_argument_exception', reason: 'For input string: "12kB"' },
        },
      },
    },
    {
      index: {
        _index: 'logs',
        _id: 'c',
        status: 429,
        error: {
          type: 'es_rejected_execution_exception',
          reason: 'rejected execution of coordinating operation [coordinating_and_primary_bytes=0]',
        },
      },
    },
    { index: { _index: 'logs', _id: 'd', _version: 2, result: 'updated', status: 200 } },
    {
      index: {
        _index: 'logs',
        _id: 'e',
        status: 503,
        error: {
          type: 'unavailable_shards_exception',
          reason: '[logs][0] primary shard is not active',
        },
      },
    },
  ],
};

describe('bulk action lines', () => {
  it('indexes into an index or alias, with the id when there is one', () => {
    const logs = { name: 'logs', dataStream: false };
    expect(JSON.parse(bulkActionLine(logs, 'a-1'))).toEqual({
      index: { _index: 'logs', _id: 'a-1' },
    });
    expect(JSON.parse(bulkActionLine(logs))).toEqual({ index: { _index: 'logs' } });
    expect(JSON.parse(bulkActionLine(logs, null))).toEqual({ index: { _index: 'logs' } });
  });

  it('creates in a data stream, which takes no other action', () => {
    const stream = { name: 'logs-app-default', dataStream: true };
    expect(JSON.parse(bulkActionLine(stream, '7'))).toEqual({
      create: { _index: 'logs-app-default', _id: '7' },
    });
  });

  it('escapes what the name or id holds, on one line', () => {
    const line = bulkActionLine({ name: 'logs', dataStream: false }, 'say "hi"\nbye');
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ index: { _index: 'logs', _id: 'say "hi"\nbye' } });
  });

  it('keeps a bulk body record as it is, and a delete without source line', () => {
    const target = { name: 'other', dataStream: false };
    const action = '{"update":{"_index":"users","_id":"1"}}';
    expect(bulkDocumentLines(target, { action, source: '{"doc":{"a":1}}' })).toEqual([
      action,
      '{"doc":{"a":1}}',
    ]);
    const remove = '{ "delete" : { "_index" : "test", "_id" : "2" } }';
    expect(bulkDocumentLines(target, { action: remove, source: null })).toEqual([remove]);
    expect(bulkDocumentLines(target, { source: '{"a":1}', id: '9' })).toEqual([
      '{"index":{"_index":"other","_id":"9"}}',
      '{"a":1}',
    ]);
  });
});

describe('bulk request', () => {
  it('posts to the target without a refresh, the name escaped', () => {
    expect(bulkRequest('logs')).toEqual({ method: 'POST', path: 'logs/_bulk?refresh=false' });
    expect(bulkRequest('<logs-{now/d}>').path).toBe('%3Clogs-%7Bnow%2Fd%7D%3E/_bulk?refresh=false');
  });
});

describe('reading bulk answers', () => {
  it('reads every item of a successful answer in order', () => {
    const answer = readBulkAnswer(200, MULTIPLE_SUCCESSFUL, 4);
    expect(answer).toEqual({
      ok: true,
      items: [
        { ok: true, status: 201, result: 'created', id: '1' },
        { ok: true, status: 404, result: 'not_found', id: '2' },
        { ok: true, status: 201, result: 'created', id: '3' },
        { ok: true, status: 200, result: 'updated', id: '1' },
      ],
    });
  });

  it('never takes a 200 answer with errors for a success', () => {
    const answer = readBulkAnswer(200, FAILED_ACTIONS, 3);
    if (!answer.ok) throw new Error('a bulk answer');
    expect(answer.items.map((item) => item.ok)).toEqual([false, false, true]);
    expect(answer.items[0]).toEqual({
      ok: false,
      status: 404,
      type: 'document_missing_exception',
      reason: '[5]: document missing',
      causedBy: null,
      retryable: false,
      id: '5',
    });
  });

  it('says which failures a later send may fix', () => {
    const answer = readBulkAnswer(200, MIXED, 5);
    if (!answer.ok) throw new Error('a bulk answer');
    const failures = answer.items.filter((item): item is BulkItemFailure => !item.ok);
    expect(failures.map(({ id, type, retryable }) => ({ id, type, retryable }))).toEqual([
      { id: 'b', type: 'mapper_parsing_exception', retryable: false },
      { id: 'c', type: 'es_rejected_execution_exception', retryable: true },
      { id: 'e', type: 'unavailable_shards_exception', retryable: true },
    ]);
    expect(failures[0].causedBy).toBe('For input string: "12kB"');
    expect(answer.items.filter((item) => item.ok).map((item) => item.id)).toEqual(['a', 'd']);
  });

  it('takes a create of an id already there as kept, an index of it refused as a conflict', () => {
    const conflict = (action: string, id: string) => ({
      [action]: {
        _index: '.ds-logs-app-2026.12.03-000001',
        _id: id,
        status: 409,
        error: {
          type: 'version_conflict_engine_exception',
          reason: `[${id}]: version conflict, document already exists (current version [1])`,
        },
      },
    });
    const body = {
      took: 2,
      errors: true,
      items: [conflict('create', 'x'), conflict('index', 'y')],
    };
    const answer = readBulkAnswer(200, body, 2);
    if (!answer.ok) throw new Error('a bulk answer');
    expect(answer.items[0]).toEqual({ ok: true, status: 409, result: 'exists', id: 'x' });
    expect(answer.items[1]).toMatchObject({ ok: false, type: 'version_conflict_engine_exception' });
  });

  it('takes an item errors: false hides as the failure it is', () => {
    const answer = readBulkAnswer(200, { ...MIXED, errors: false }, 5);
    expect(answer.ok && answer.items.filter((item) => !item.ok)).toHaveLength(3);
  });

  it('fails every document of an answer refused as a whole', () => {
    const busy = {
      error: {
        root_cause: [
          {
            type: 'rejected_execution_exception',
            reason: 'rejected execution of coordinating operation',
          },
        ],
        type: 'rejected_execution_exception',
        reason: 'rejected execution of coordinating operation',
      },
      status: 429,
    };
    const answer = readBulkAnswer(429, busy, 10);
    expect(answer).toMatchObject({
      ok: false,
      problem: 'request',
      failure: { status: 429, type: 'rejected_execution_exception', retryable: true },
    });
    const tooLarge = readBulkAnswer(413, null, 10);
    expect(tooLarge).toMatchObject({
      ok: false,
      failure: { status: 413, type: 'http_error', reason: 'HTTP 413', retryable: false },
    });
  });

  it('takes an answer that is not a bulk answer, or misses items, for a failure', () => {
    // A `filter_path` answer, or a proxy's page: no `errors` to go with the items.
    const filtered = { items: [missing('5')] };
    expect(readBulkAnswer(200, filtered, 1)).toMatchObject({ ok: false, problem: 'shape' });
    expect(readBulkAnswer(200, '<html>', 1)).toMatchObject({ ok: false, problem: 'shape' });
    expect(readBulkAnswer(200, { errors: false, items: [{}] }, 1)).toMatchObject({
      ok: false,
      problem: 'shape',
    });
    expect(readBulkAnswer(200, MULTIPLE_SUCCESSFUL, 5)).toMatchObject({
      ok: false,
      problem: 'count',
      failure: { type: 'invalid_bulk_answer', reason: '4 items for 5 documents', retryable: false },
    });
  });

  it('retries a busy cluster only', () => {
    expect(isRetryable(429, 'circuit_breaking_exception')).toBe(true);
    expect(isRetryable(503, null)).toBe(true);
    expect(isRetryable(500, 'es_rejected_execution_exception')).toBe(true);
    expect(isRetryable(409, 'version_conflict_engine_exception')).toBe(false);
    expect(isRetryable(400, 'mapper_parsing_exception')).toBe(false);
  });
});
