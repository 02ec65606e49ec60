// The simulator's calls: the exact simulate requests for an unsaved and a saved pipeline, and
// sample documents read from an index by search or by id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  getSampleDocuments,
  samplesFromAnswer,
  simulatePipeline,
  simulateRequest,
  simulateRequestLine,
} from './ingestSimulate';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DOCS = [{ _index: 'logs', _id: '1', _source: { message: 'hi' } }];
const PIPELINE = { processors: [{ set: { field: 'a', value: 1 } }] };

describe('ingest simulate calls', () => {
  it('run an unsaved pipeline inline, verbose', async () => {
    const request = simulateRequest({ kind: 'draft', pipeline: PIPELINE }, DOCS);
    expect(simulateRequestLine(request)).toBe('POST _ingest/pipeline/_simulate?verbose=true');
    expect(
      await captureRequests(() => simulatePipeline(TEST_TARGET, request), { docs: [] }),
    ).toEqual([
      expected(
        'POST',
        '_ingest/pipeline/_simulate?verbose=true',
        JSON.stringify({ pipeline: PIPELINE, docs: DOCS }),
      ),
    ]);
  });

  it('run a saved pipeline by its escaped id, without a pipeline body', async () => {
    const request = simulateRequest({ kind: 'saved', id: 'logs/parse #1' }, DOCS);
    expect(simulateRequestLine(request)).toBe(
      'POST _ingest/pipeline/logs%2Fparse%20%231/_simulate?verbose=true',
    );
    expect(await captureRequests(() => simulatePipeline(TEST_TARGET, request))).toEqual([
      expected(
        'POST',
        '_ingest/pipeline/logs%2Fparse%20%231/_simulate?verbose=true',
        JSON.stringify({ docs: DOCS }),
      ),
    ]);
  });

  it('read the first N documents of an index, and one document by id', async () => {
    const hits = { hits: { hits: [{ _index: 'a b', _id: '7', _score: 1, _source: { x: 1 } }] } };
    expect(
      await captureRequests(() => getSampleDocuments(TEST_TARGET, { index: 'a b', size: 5 }), hits),
    ).toEqual([expected('GET', 'a%20b/_search?size=5')]);
    expect(
      await captureRequests(() => getSampleDocuments(TEST_TARGET, { index: 'logs', id: 'x/1' })),
    ).toEqual([expected('GET', 'logs/_doc/x%2F1')]);
  });

  it('keep index, id, routing and source of hits and got documents', () => {
    expect(
      samplesFromAnswer({
        hits: {
          hits: [
            { _index: 'i', _id: '1', _routing: 'r', _score: 2, _source: { a: 1 } },
            { _index: 'i', _id: '2' },
          ],
        },
      }),
    ).toEqual([{ _index: 'i', _id: '1', _routing: 'r', _source: { a: 1 } }]);
    expect(samplesFromAnswer({ _index: 'i', _id: '3', found: true, _source: { b: 2 } })).toEqual([
      { _index: 'i', _id: '3', _source: { b: 2 } },
    ]);
    expect(samplesFromAnswer({ _index: 'i', _id: '4', found: false })).toEqual([]);
  });
});
