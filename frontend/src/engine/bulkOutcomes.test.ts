import { describe, expect, it } from 'vitest';
import { addToSummary, EMPTY_SUMMARY, parseRejectLine, rejectLine } from '../lib/transfer/rejects';
import { sortAnswer, type SentRecord } from './bulkOutcomes';
import { readBulkAnswer } from './bulkRequests';

type TextRecord = SentRecord & { text: string };

const record = (line: number, attempt = 1): TextRecord => ({
  line,
  offset: (line - 1) * 20,
  text: `{"n":${line},"bytes":"12kB"}`,
  attempt,
});
const textOf = (sent: TextRecord) => sent.text;

const created = (id: string) => ({
  index: { _index: 'logs', _id: id, result: 'created', status: 201 },
});
const updated = (id: string) => ({
  index: { _index: 'logs', _id: id, result: 'updated', status: 200 },
});
const busy = (id: string) => ({
  index: {
    _index: 'logs',
    _id: id,
    status: 429,
    error: { type: 'es_rejected_execution_exception', reason: 'rejected execution of bulk' },
  },
});
const badField = (id: string) => ({
  index: {
    _index: 'logs',
    _id: id,
    status: 400,
    error: {
      type: 'mapper_parsing_exception',
      reason: `failed to parse field [bytes] of type [long] in document with id '${id}'`,
      caused_by: { type: 'illegal_argument_exception', reason: 'For input string: "12kB"' },
    },
  },
});

describe('sorting a bulk answer', () => {
  it('counts, retries and rejects the documents of a 200 answer with errors', () => {
    const records = [record(1), record(2), record(3), record(4)];
    const body = {
      took: 3,
      errors: true,
      items: [created('1'), badField('2'), busy('3'), updated('4')],
    };
    const { change, retry } = sortAnswer(records, readBulkAnswer(200, body, 4), 3, textOf);
    expect(retry).toEqual([records[2]]);
    expect(change).toMatchObject({ sent: 4, created: 1, updated: 1, retried: 1 });
    expect(change.rejects).toEqual([
      {
        line: 2,
        offset: 20,
        status: 400,
        type: 'mapper_parsing_exception',
        reason: "failed to parse field [bytes] of type [long] in document with id '2'",
        causedBy: 'For input string: "12kB"',
        source: records[1].text,
      },
    ]);
    // The reject goes to the file and reads back as it was.
    const rejects = change.rejects ?? [];
    expect(parseRejectLine(rejectLine(rejects[0]))).toEqual(rejects[0]);
  });

  it('counts a document a data stream has already as there, not as rejected', () => {
    const records = [record(1), record(2)];
    const exists = {
      create: {
        _index: '.ds-logs-app-000001',
        _id: '1',
        status: 409,
        error: {
          type: 'version_conflict_engine_exception',
          reason: '[1]: version conflict, document already exists (current version [1])',
        },
      },
    };
    const body = { took: 1, errors: true, items: [exists, created('2')] };
    const { change } = sortAnswer(records, readBulkAnswer(200, body, 2), 3, textOf);
    expect(change).toMatchObject({ sent: 2, created: 1, existing: 1, rejects: [] });
  });

  it('rejects a busy refusal after the last attempt, and counts a resent document once', () => {
    const records = [record(1, 3), record(2, 2)];
    const body = { took: 1, errors: true, items: [busy('1'), busy('2')] };
    const { change, retry } = sortAnswer(records, readBulkAnswer(200, body, 2), 3, textOf);
    expect(retry.map((sent) => sent.line)).toEqual([2]);
    expect(change.sent).toBe(0);
    expect(change.rejects?.map((reject) => [reject.line, reject.status])).toEqual([[1, 429]]);
  });

  it('fails every document the same way when the request is refused', () => {
    const records = [record(1), record(2)];
    const whole = sortAnswer(records, readBulkAnswer(503, null, 2), 5, textOf);
    expect(whole.retry).toEqual(records);
    const broken = sortAnswer(records, readBulkAnswer(200, { items: [] }, 2), 5, textOf);
    expect(broken.retry).toEqual([]);
    const summary = addToSummary(EMPTY_SUMMARY, broken.change);
    expect(summary.counts).toMatchObject({ sent: 2, created: 0, rejected: 2 });
    expect(summary.reasons.map((reason) => [reason.type, reason.count])).toEqual([
      ['invalid_bulk_answer', 2],
    ]);
  });
});
