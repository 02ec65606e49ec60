// Test data: verbose simulate answers shaped as the Elasticsearch stand-in of the tests sent them
// (8.15.3: _version "-3", _ingest with the pipeline's name, ignored errors wrapped in { error }),
// for a body with set, rename, remove, a false `if`, an ignored failure, a failing `fail` and an
// on_failure handler; and a changed value, and a refused body.

import { INLINE_PIPELINE_NAME, journeys, type JourneyInput } from './journey';

const ingest = (pipeline: string) => ({ pipeline, timestamp: '2026-11-29T16:07:29.715Z' });
const doc = (source: Record<string, unknown>, pipeline = '_simulate_pipeline') => ({
  _index: 'src',
  _id: '1',
  _version: '-3',
  _source: source,
  _ingest: ingest(pipeline),
});

export const PROBE_PIPELINE = {
  processors: [
    { set: { field: 'added', value: 'yes', tag: 'set-added' } },
    { rename: { field: 'old', target_field: 'renamed' } },
    { remove: { field: 'gone' } },
    { set: { field: 'skipped', value: 1, if: 'ctx.nope == true' } },
    { convert: { field: 'bad', type: 'integer', ignore_failure: true, tag: 'conv-ignored' } },
    { fail: { message: 'boom {{added}}', tag: 'failer' } },
    { set: { field: 'after', value: 1 } },
  ],
  on_failure: [{ set: { field: 'error_msg', value: '{{ _ingest.on_failure_message }}' } }],
};

export const PROBE_DOC = { _index: 'src', _id: '1', _source: { old: 'o', gone: 1, bad: 'x' } };

const convertError = {
  root_cause: [{ type: 'illegal_argument_exception', reason: 'unable to convert [x] to integer' }],
  type: 'illegal_argument_exception',
  reason: 'unable to convert [x] to integer',
  caused_by: { type: 'number_format_exception', reason: 'For input string: "x"' },
};

const afterRemove = { added: 'yes', bad: 'x', renamed: 'o' };

export const PROBE_ANSWER = {
  docs: [
    {
      processor_results: [
        {
          doc: doc({ added: 'yes', bad: 'x', gone: 1, old: 'o' }),
          processor_type: 'set',
          status: 'success',
          tag: 'set-added',
        },
        {
          doc: doc({ added: 'yes', bad: 'x', gone: 1, renamed: 'o' }),
          processor_type: 'rename',
          status: 'success',
        },
        { doc: doc(afterRemove), processor_type: 'remove', status: 'success' },
        {
          if: { result: false, condition: 'ctx.nope == true' },
          processor_type: 'set',
          status: 'skipped',
        },
        {
          doc: doc(afterRemove),
          ignored_error: { error: convertError },
          processor_type: 'convert',
          status: 'error_ignored',
          tag: 'conv-ignored',
        },
        {
          error: {
            root_cause: [{ type: 'fail_processor_exception', reason: 'boom yes' }],
            type: 'fail_processor_exception',
            reason: 'boom yes',
          },
          processor_type: 'fail',
          status: 'error',
          tag: 'failer',
        },
        {
          doc: doc({ ...afterRemove, error_msg: 'boom yes' }),
          processor_type: 'set',
          status: 'success',
        },
      ],
    },
  ],
};

/** A saved pipeline's answer: one processor changing a value. */
export const SAVED_ANSWER = {
  docs: [
    {
      processor_results: [
        {
          doc: { _index: 'src', _id: '1', _source: { old: 'O', gone: 1, bad: 'x' }, _ingest: {} },
          processor_type: 'uppercase',
          status: 'success',
          tag: 'up',
        },
      ],
    },
  ],
};

/** The error of a pipeline body the engine refuses. */
export const BAD_PIPELINE = {
  error: {
    root_cause: [{ type: 'parse_exception', reason: '[processors] required property is missing' }],
    type: 'parse_exception',
    reason: '[processors] required property is missing',
  },
  status: 400,
};

/** The journeys of PROBE_DOC through the inline pipeline, given the answer (and the pipeline). */
export const runJourney = (info: Partial<JourneyInput> & Pick<JourneyInput, 'answer'>) =>
  journeys({ docs: [PROBE_DOC], pipelineName: INLINE_PIPELINE_NAME, ...info });

/** A successful set step's result: the document as it stood after the step. */
export const setResult = (
  source: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  doc: { _index: '_index', _id: '_id', _version: '-3', _source: source, ...extra },
  processor_type: 'set',
  status: 'success',
});
