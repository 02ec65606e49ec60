// The journey read from simulate answers (as the test stand-in sends them, and as documented):
// diffs step by step, statuses, failures with their
// on_failure handlers and what did not run, skipped `if`s, drops, nested pipelines, and the
// answer without processor results.
import { describe, expect, it } from 'vitest';
import { PROBE_ANSWER, PROBE_PIPELINE, runJourney, setResult } from './testAnswers';

describe('journey', () => {
  it('follows the stand-in answer step by step, the first step against the document sent', () => {
    const [journey] = runJourney({ answer: PROBE_ANSWER, pipeline: PROBE_PIPELINE });
    const [set, rename, remove, skipped, ignored] = journey.steps;
    expect(set).toMatchObject({ processorType: 'set', tag: 'set-added', status: 'success' });
    expect(set.diff).toEqual([{ path: 'added', kind: 'added', after: 'yes' }]);
    expect(rename.diff).toEqual([
      { path: 'old', kind: 'removed', before: 'o' },
      { path: 'renamed', kind: 'added', after: 'o' },
    ]);
    expect(remove.diff).toEqual([{ path: 'gone', kind: 'removed', before: 1 }]);
    expect(skipped).toEqual({
      processorType: 'set',
      status: 'skipped',
      condition: 'ctx.nope == true',
      diff: [],
    });
    expect(ignored).toMatchObject({
      status: 'error_ignored',
      tag: 'conv-ignored',
      diff: [],
      error: { type: 'illegal_argument_exception', reason: 'unable to convert [x] to integer' },
    });
  });

  it('marks the failing processor, lists the ones after it as not run, then the on_failure handler', () => {
    const [journey] = runJourney({ answer: PROBE_ANSWER, pipeline: PROBE_PIPELINE });
    const tail = journey.steps.slice(5);
    expect(tail).toEqual([
      {
        processorType: 'fail',
        tag: 'failer',
        status: 'error',
        diff: [],
        error: { type: 'fail_processor_exception', reason: 'boom yes' },
      },
      { processorType: 'set', status: 'not_run', diff: [] },
      {
        processorType: 'set',
        status: 'success',
        onFailure: true,
        // Against the last document seen, before the failing processor.
        diff: [{ path: 'error_msg', kind: 'added', after: 'boom yes' }],
      },
    ]);
    // The handler took care of the failure: the document is indexed, without _ingest or _version.
    expect(journey.outcome).toEqual({
      kind: 'indexed',
      document: {
        _index: 'src',
        _id: '1',
        _source: { added: 'yes', bad: 'x', renamed: 'o', error_msg: 'boom yes' },
      },
    });
    expect(journey.stoppedEarly).toBe(false);
  });

  it('fails the document when the last step failed; without the body, what did not run is unknown', () => {
    const failing = PROBE_ANSWER.docs[0].processor_results.slice(0, 6);
    const [journey] = runJourney({
      answer: { docs: [{ processor_results: failing }] },
      pipeline: null,
    });
    expect(journey.steps.map((step) => step.status).at(-1)).toBe('error');
    expect(journey.outcome).toEqual({
      kind: 'failed',
      error: { type: 'fail_processor_exception', reason: 'boom yes' },
    });
    expect(journey.stoppedEarly).toBe(true);
  });

  it('drops a document, listing the processors after the drop as not run', () => {
    const answer = {
      docs: [
        {
          processor_results: [
            setResult({ d: true, a: 1 }),
            { if: { result: true, condition: 'ctx.d' }, processor_type: 'drop', status: 'dropped' },
          ],
        },
      ],
    };
    const pipeline = {
      processors: [
        { set: { field: 'a', value: 1 } },
        { drop: { if: 'ctx.d' } },
        { lowercase: { field: 'x', tag: 'low' } },
      ],
    };
    const [journey] = runJourney({ docs: [{ _source: { d: true } }], answer, pipeline });
    // No _index/_id change: the engine's defaults for a sample sent without them.
    expect(journey.steps[0].diff).toEqual([{ path: 'a', kind: 'added', after: 1 }]);
    expect(journey.steps.slice(1)).toEqual([
      { processorType: 'drop', status: 'dropped', condition: 'ctx.d', diff: [] },
      { processorType: 'lowercase', tag: 'low', status: 'not_run', diff: [] },
    ]);
    expect(journey.outcome).toEqual({ kind: 'dropped' });
  });
});
