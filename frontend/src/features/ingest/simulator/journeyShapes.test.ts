// The journey of answers in other shapes: a nested pipeline's steps inline, metadata changes,
// the documented ignored error, and answers without processor results (outcome only).
import { describe, expect, it } from 'vitest';
import { PROBE_DOC, runJourney, setResult } from './testAnswers';

describe('journey of other shapes', () => {
  it('shows a nested pipeline inline, each of its steps named by its pipeline', () => {
    const answer = {
      docs: [
        {
          processor_results: [
            { processor_type: 'pipeline', status: 'success', tag: 'call-inner' },
            { ...setResult({ inner: 'x' }, { _ingest: { pipeline: 'inner' } }), tag: 'in-set' },
            setResult({ inner: 'x' }, { _routing: 'r', _ingest: { pipeline: 'main' } }),
          ],
        },
      ],
    };
    const pipeline = {
      processors: [{ pipeline: { name: 'inner' } }, { set: { field: 'x', value: 1 } }],
    };
    const [journey] = runJourney({
      docs: [{ _source: {} }],
      answer,
      pipeline,
      pipelineName: 'main',
    });
    expect(journey.steps.map((step) => [step.processorType, step.pipeline])).toEqual([
      ['pipeline', undefined],
      ['set', 'inner'],
      ['set', undefined],
    ]);
    expect(journey.steps[1].diff).toEqual([{ path: 'inner', kind: 'added', after: 'x' }]);
    // Metadata changes show under their own name.
    expect(journey.steps[2].diff).toEqual([{ path: '_routing', kind: 'added', after: 'r' }]);
  });

  it('reads the documented shape: ignored errors as the cause itself, answers without processor results', () => {
    const [ignored] = runJourney({
      answer: {
        docs: [
          {
            processor_results: [
              {
                ...setResult({}),
                status: 'error_ignored',
                ignored_error: { type: 't', reason: 'r' },
              },
            ],
          },
        ],
      },
    });
    expect(ignored.steps[0].error).toEqual({ type: 't', reason: 'r' });
    const plain = runJourney({
      docs: [PROBE_DOC, PROBE_DOC, PROBE_DOC],
      answer: {
        docs: [
          {
            doc: {
              _index: 'index',
              _id: 'id',
              _version: '-3',
              _source: { foo: 'bar' },
              _ingest: { timestamp: 't' },
            },
          },
          null,
          { error: { root_cause: [{ type: 'x', reason: 'bad' }], type: 'x', reason: 'bad' } },
        ],
      },
    });
    expect(
      plain.map((journey) => [journey.verbose, journey.steps.length, journey.outcome]),
    ).toEqual([
      [
        false,
        0,
        { kind: 'indexed', document: { _index: 'index', _id: 'id', _source: { foo: 'bar' } } },
      ],
      [false, 0, { kind: 'dropped' }],
      [false, 0, { kind: 'failed', error: { type: 'x', reason: 'bad' } }],
    ]);
  });
});
