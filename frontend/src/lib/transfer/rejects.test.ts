import { describe, expect, it } from 'vitest';
import {
  addToSummary,
  EMPTY_SUMMARY,
  EXAMPLES_PER_REASON,
  parseRejectLine,
  reasonsByCount,
  rejectLine,
  tooLargeReject,
  TOO_LARGE,
  type RejectedRecord,
} from './rejects';

const mapping = (line: number): RejectedRecord => ({
  line,
  offset: line * 100,
  status: 400,
  type: 'mapper_parsing_exception',
  reason: `failed to parse field [age] of type [long] in document with id '${line}'`,
  causedBy: 'For input string: "forty"',
  source: `{"age":"forty","name":"Zoë \\"Z\\" ${line}"}`,
});

const conflict: RejectedRecord = {
  line: 7,
  offset: 640,
  status: 409,
  type: 'version_conflict_engine_exception',
  reason: '[7]: version conflict, document already exists (current version [1])',
  causedBy: null,
  source: '{"create":{"_id":"7"}}\n{"a":1}',
};

describe('rejects file', () => {
  it('writes one NDJSON line per reject that reads back as it was', () => {
    const text = [mapping(3), conflict].map(rejectLine).join('');
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines.slice(0, 2).map(parseRejectLine)).toEqual([mapping(3), conflict]);
    expect(JSON.parse(lines[0])).toMatchObject({
      line: 3,
      offset: 300,
      status: 400,
      type: 'mapper_parsing_exception',
      caused_by: 'For input string: "forty"',
    });
  });

  it('reads a document refused before sending, with no status', () => {
    const reject = tooLargeReject(
      { line: 9, offset: 5000, bytes: 6_000_000, text: '{}' },
      5_000_000,
    );
    expect(reject).toMatchObject({ status: null, type: TOO_LARGE, line: 9 });
    expect(reject.reason).toContain('6000000');
    expect(parseRejectLine(rejectLine(reject))).toEqual(reject);
  });

  it('reads nothing from a line that is not a reject', () => {
    const line = JSON.parse(rejectLine(conflict)) as Record<string, unknown>;
    const broken = [
      'not json',
      '[]',
      JSON.stringify({ ...line, line: -1 }),
      JSON.stringify({ ...line, offset: '640' }),
      JSON.stringify({ ...line, status: 'conflict' }),
      JSON.stringify({ ...line, source: undefined }),
      JSON.stringify({ ...line, caused_by: 3 }),
    ];
    expect(broken.map(parseRejectLine)).toEqual(broken.map(() => null));
  });
});

describe('summary of a run', () => {
  it('counts the documents and the rejects per error type, with the first few examples', () => {
    let summary = addToSummary(EMPTY_SUMMARY, {
      sent: 500,
      created: 490,
      rejects: [mapping(4), mapping(8)],
    });
    summary = addToSummary(summary, {
      sent: 500,
      created: 300,
      updated: 190,
      existing: 4,
      retried: 12,
      rejects: [conflict, mapping(12), mapping(20), mapping(30)],
    });
    expect(summary.counts).toEqual({
      sent: 1000,
      created: 790,
      updated: 190,
      existing: 4,
      rejected: 6,
      retried: 12,
    });
    const [first, second] = summary.reasons;
    expect([first.type, first.count, second.type, second.count]).toEqual([
      'mapper_parsing_exception',
      5,
      'version_conflict_engine_exception',
      1,
    ]);
    expect(first.examples.map((example) => example.line)).toEqual([4, 8, 12]);
    expect(first.examples).toHaveLength(EXAMPLES_PER_REASON);
  });

  it('lists the types most frequent first, leaving the summary it was given as it was', () => {
    const before = addToSummary(EMPTY_SUMMARY, { rejects: [conflict] });
    const after = addToSummary(before, { rejects: [mapping(1), mapping(2)] });
    expect(reasonsByCount(after).map((reason) => reason.type)).toEqual([
      'mapper_parsing_exception',
      'version_conflict_engine_exception',
    ]);
    expect(before.counts.rejected).toBe(1);
    expect(before.reasons).toHaveLength(1);
    expect(EMPTY_SUMMARY.reasons).toEqual([]);
  });
});
