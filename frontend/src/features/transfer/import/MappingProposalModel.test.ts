import { describe, expect, it } from 'vitest';
import {
  localProposal,
  numberedProblems,
  problemWords,
  readMapping,
  sampleColumns,
  simulationOutcome,
} from './MappingProposalModel';

describe('localProposal', () => {
  it('reads CSV cells by what they write and documents as they are', () => {
    const rows = [{ n: '12', when: '2024-01-02', ok: 'false' }];
    expect(localProposal('csv', rows).properties).toEqual({
      n: { type: 'long' },
      when: { type: 'date', format: 'strict_date_optional_time' },
      ok: { type: 'boolean' },
    });
    expect(localProposal('ndjson', rows).properties.n).toEqual({ type: 'keyword' });
    expect(sampleColumns(rows)).toEqual(['n', 'when', 'ok']);
    expect(sampleColumns([])).toEqual([]);
  });
});

describe('readMapping', () => {
  it('gives the mapping of a JSON object, or where the text stops being JSON', () => {
    expect(readMapping('{"properties": {}}')).toEqual({ ok: true, mapping: { properties: {} } });
    expect(readMapping('{"properties": ')).toEqual({ ok: false, kind: 'json', position: 15 });
    expect(readMapping('[1]')).toEqual({ ok: false, kind: 'notObject' });
  });
});

describe('simulationOutcome', () => {
  it('reads each document as the pipeline leaves it, fails or drops it', () => {
    // The documented answer (ingest/simulate/examples/response), a failure and a drop.
    const answer = {
      docs: [
        {
          doc: {
            _id: 'id',
            _index: 'index',
            _version: '-3',
            _source: { field2: '_value', foo: 'bar' },
            _ingest: { timestamp: '2017-05-04T22:30:03.187Z' },
          },
        },
        {
          error: {
            type: 'illegal_argument_exception',
            reason: 'unable to convert',
            caused_by: { type: 'number_format_exception', reason: 'For input string: "x"' },
          },
        },
        null,
      ],
    };
    expect(simulationOutcome(answer)).toEqual({
      docs: [{ line: 1, doc: { field2: '_value', foo: 'bar' } }],
      failures: [{ line: 2, reason: 'unable to convert: For input string: "x"' }],
      dropped: 1,
    });
    expect(simulationOutcome('nothing')).toEqual({ docs: [], failures: [], dropped: 0 });
  });
});

describe('numberedProblems', () => {
  it('names each problem by the number the document had in the sample', () => {
    const mapping = { properties: { n: { type: 'long' } } };
    const docs = [
      { line: 2, doc: { n: 'two' } },
      { line: 5, doc: { n: '' } },
    ];
    expect(numberedProblems(docs, mapping, true)).toEqual([
      { line: 2, field: 'n', problem: 'not_a_number', value: 'two' },
      { line: 5, field: 'n', problem: 'empty', value: '' },
    ]);
    expect(problemWords('empty', true)).toBe('emptyCell');
    expect(problemWords('empty', false)).toBe('empty');
  });
});
