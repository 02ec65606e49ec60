import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMING_TARGET, recordQuestions } from '../../../api/testConsent';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  type RecordedRequest,
} from '../../../api/testFetch';
import { setWriteConfirmer } from '../../../api/writeConfirmation';
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import { parseRejectLine } from '../../../lib/transfer/rejects';
import { findCheckpoint, saveCheckpoint } from './checkpointStore';
import { plannedRequests } from './importApi';
import { importBatches } from './importBatches';
import {
  cancelImport,
  clearImport,
  importRunState,
  rejectsBlob,
  startImport,
  type BatchesOf,
  type ImportSetup,
} from './importController';
import { readOptions } from './runTesting';

const TARGET = { ...CONFIRMING_TARGET, uuid: 'cluster-uuid' };
const LINES = Array.from({ length: 6 }, (_, i) => `{"n":${i},"ok":${i !== 3}}`);
const FILE = new File([LINES.join('\n')], 'docs.ndjson', { lastModified: 1 });
const MAPPINGS = { mappings: { properties: { n: { type: 'long' } } } };

/** Reads the bodies in this thread (tests have no Worker). */
const directly: BatchesOf = (file, options) => {
  const batches = importBatches(file, options);
  return Object.assign(batches, { close: () => void batches.return(undefined) });
};

function setup(more: Partial<ImportSetup> = {}): ImportSetup {
  return {
    file: FILE,
    read: readOptions('ndjson', { batchBytes: 120 }),
    concurrency: 1,
    stopAtFirstError: false,
    speed: { refreshOff: true, noReplicas: false },
    createIndex: null,
    ...more,
  };
}

/** A bulk answer to `body`, shaped as the specification's examples: `"ok":false` is refused. */
function bulkAnswer(body: string): Response {
  const sources = body
    .trim()
    .split('\n')
    .filter((_, i) => i % 2 === 1);
  const items = sources.map((source, i) =>
    source.includes('"ok":false')
      ? {
          index: {
            _index: 'logs',
            _id: `id${i}`,
            status: 400,
            error: { type: 'mapper_parsing_exception', reason: 'failed to parse field [ok]' },
          },
        }
      : { index: { _index: 'logs', _id: `id${i}`, _version: 1, result: 'created', status: 201 } },
  );
  const errors = items.some((item) => item.index.status >= 300);
  return jsonResponse({ took: 3, errors, items });
}

type Answer = (request: RecordedRequest, bulkIndex: number) => Response | Promise<Response>;

/** The cluster: index creation, settings reads and changes, and bulk bodies answered. */
/** The uuid of `logs` the cluster gives after `bulks` bulk requests; none by default. */
type UuidOf = (bulks: number) => string | null;

function cluster(
  bulk: Answer = (request) => bulkAnswer(request.body ?? ''),
  uuidOf: UuidOf = () => null,
) {
  let bulks = 0;
  return installFakeFetch((request) => {
    const path = pathOf(request.url).replace('http://es.test:9200/', '');
    if (path === 'logs/_bulk') return bulk(request, bulks++);
    if (path === 'logs/_settings/index.uuid') {
      const uuid = uuidOf(bulks);
      return jsonResponse(uuid === null ? {} : { logs: { settings: { 'index.uuid': uuid } } });
    }
    if (request.method === 'GET' && path.startsWith('logs/_settings'))
      return jsonResponse({ logs: { settings: { 'index.refresh_interval': '1s' } } });
    return jsonResponse({ acknowledged: true });
  });
}

const requestLines = (calls: RecordedRequest[]) =>
  calls.map((call) => `${call.method} ${pathOf(call.url).replace('http://es.test:9200', '')}`);

async function ended() {
  await vi.waitFor(() => expect(importRunState().phase).toBe('ended'), { timeout: 5000 });
  const state = importRunState();
  if (state.phase !== 'ended') throw new Error('not ended');
  return state;
}

function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});

afterEach(async () => {
  clearImport();
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
  await deleteAllAppDatabases();
});

describe('an import run', () => {
  it('asks once, creates the index, sends the file, puts the settings back and forgets its checkpoint', async () => {
    const { calls } = cluster();
    const asked = recordQuestions(true);
    await saveCheckpoint('cluster-uuid', {
      file: { name: FILE.name, size: FILE.size, lastModified: 1 },
      position: { line: 3, offset: 30 },
      counts: { sent: 2, created: 2, updated: 0, existing: 0, rejected: 0, retried: 0 },
      target: { name: 'logs', dataStream: false },
      format: setup().read.format,
      savedAt: 1,
    });
    startImport(TARGET, setup({ createIndex: { name: 'logs', body: MAPPINGS } }), directly);
    expect(leaving()).toBe(true);
    const state = await ended();
    expect(state.outcome.end).toEqual({ status: 'done' });
    expect(state.outcome.summary.counts).toMatchObject({ sent: 6, created: 5, rejected: 1 });
    expect(state.rejectsCount).toBe(1);
    const rejected = (await rejectsBlob().text()).trim().split('\n').map(parseRejectLine);
    expect(rejected).toMatchObject([
      { line: 4, type: 'mapper_parsing_exception', source: LINES[3] },
    ]);
    expect(asked).toHaveLength(1);
    const times = plannedRequests(FILE, setup().read);
    expect(asked[0].plan).toEqual([
      { kind: 'one', method: 'PUT', path: '/logs', body: JSON.stringify(MAPPINGS) },
      { kind: 'repeat', method: 'PUT', path: '/logs/_settings', times: 2 },
      { kind: 'repeat', method: 'POST', path: '/logs/_bulk?refresh=false', times },
    ]);
    const bulks = calls.filter((call) => call.url.includes('_bulk'));
    expect(requestLines(calls)).toEqual([
      'PUT /logs',
      'GET /logs/_settings/index.refresh_interval,index.number_of_replicas',
      'PUT /logs/_settings',
      'GET /logs/_settings/index.uuid',
      ...bulks.map(() => 'POST /logs/_bulk'),
      'PUT /logs/_settings',
    ]);
    expect(bulks.length).toBeGreaterThan(1);
    expect(
      bulks.flatMap((call) => (call.body ?? '').trim().split('\n')).filter((_, i) => i % 2),
    ).toEqual(LINES);
    expect(calls[2].body).toBe('{"index":{"refresh_interval":"-1"}}');
    expect(calls.at(-1)?.body).toBe('{"index":{"refresh_interval":"1s"}}');
    expect(await findCheckpoint('cluster-uuid', FILE)).toBeNull();
    expect(leaving()).toBe(false);
  });

  it('says the index was made again when its uuid changed during the run, and forgets the checkpoint', async () => {
    const { calls } = cluster(undefined, (bulks) => (bulks < 2 ? 'u1' : 'u2'));
    recordQuestions(true);
    startImport(TARGET, setup({ createIndex: { name: 'logs', body: MAPPINGS } }), directly);
    const end = await ended();
    expect(end.outcome.end).toEqual({ status: 'target-recreated', index: 'logs' });
    expect(calls.filter((call) => call.url.includes('index.uuid')).length).toBe(2);
    expect(await findCheckpoint('cluster-uuid', FILE)).toBeNull();
  });

  it('calls a run finished when its index kept its uuid', async () => {
    cluster(undefined, () => 'u1');
    recordQuestions(true);
    startImport(TARGET, setup({ createIndex: { name: 'logs', body: MAPPINGS } }), directly);
    expect((await ended()).outcome.end).toEqual({ status: 'done' });
  });

  it('keeps the checkpoint of a run the cluster stops, and puts the settings back', async () => {
    const refused = jsonResponse(
      { error: { type: 'security_exception', reason: 'no' }, status: 403 },
      403,
    );
    const { calls } = cluster((request, index) =>
      index === 1 ? refused : bulkAnswer(request.body ?? ''),
    );
    recordQuestions(true);
    startImport(
      TARGET,
      setup({
        earlier: { sent: 10, created: 10, updated: 0, existing: 0, rejected: 0, retried: 0 },
      }),
      directly,
    );
    const state = await ended();
    expect(state.outcome.end).toMatchObject({ status: 'failed', failure: { status: 403 } });
    const checkpoint = await findCheckpoint('cluster-uuid', FILE);
    expect(checkpoint?.position).toEqual(state.outcome.position);
    expect(checkpoint?.position.line).toBeGreaterThan(1);
    expect(checkpoint?.counts.sent).toBe(10 + state.outcome.summary.counts.sent);
    expect(requestLines(calls).at(-1)).toBe('PUT /logs/_settings');
  });

  it('sends nothing when the run is declined', async () => {
    const { calls } = cluster();
    recordQuestions(false);
    startImport(TARGET, setup({ createIndex: { name: 'logs', body: MAPPINGS } }), directly);
    const state = await ended();
    expect(state.outcome.end).toMatchObject({ status: 'failed', failure: { status: -1 } });
    expect(requestLines(calls)).toEqual([]);
    expect(state.restoreFailures).toEqual([]);
  });

  it('stops when cancelled, putting the settings back', async () => {
    let bulkSent = false;
    const { calls } = cluster(() => {
      bulkSent = true;
      return new Promise<Response>(() => undefined);
    });
    recordQuestions(true);
    startImport(TARGET, setup(), directly);
    await vi.waitFor(() => expect(bulkSent).toBe(true));
    cancelImport();
    const state = await ended();
    expect(state.outcome.end).toEqual({ status: 'cancelled' });
    expect(requestLines(calls).at(-1)).toBe('PUT /logs/_settings');
    expect(calls.at(-1)?.body).toBe('{"index":{"refresh_interval":"1s"}}');
  });
});
