import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  pathOf,
  queryOf,
  type RecordedRequest,
} from '../../../api/testFetch';
import { recordQuestions } from '../../../api/testConsent';
import type { ClusterTarget } from '../../../api/types';
import { setWriteConfirmer } from '../../../api/writeConfirmation';
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import { ExportCluster } from '../../../engine/exportCluster.fixture';
import type { EngineRequest } from '../../../engine/exportRequests';
import { engineProfile, type EngineProfile } from '../../../engine/profile';
import { listCopyCheckpoints } from './copyCheckpointStore';
import { clearCopy, copyRejectsBlob, resumeCopy, resumeSavedCopy, startCopy } from './copyRun';
import { copyRunState } from './copyRunState';
import type { CopySetup } from './copySetup';

const ES8 = engineProfile('elasticsearch', '8.15.2');
const OS2 = engineProfile('opensearch', '2.11.1');
const ES7_9 = engineProfile('elasticsearch', '7.9.3');

const SOURCE_URI = 'http://source.test:9200/';
const DEST_URI = 'http://dest.test:9200/';
const basic = (username: string) => ({
  authType: 'basicAuth' as const,
  authData: { username, password: 'pass' },
});
const DESTINATION: ClusterTarget = {
  uri: DEST_URI,
  auth: basic('writer'),
  protection: 'confirm-writes',
  name: 'backup',
  engine: OS2,
};
const BODY = { mappings: { properties: { n: { type: 'long' } } } };

function setup(more: Partial<CopySetup> = {}): CopySetup {
  return {
    index: 'logs-*',
    target: { name: 'copy', dataStream: false },
    keepIds: false,
    batchBytes: 100_000,
    concurrency: 2,
    slices: 1,
    pageSize: 7,
    createIndex: { name: 'copy', body: BODY },
    ...more,
  };
}

interface Destination {
  exists: boolean;
  sources: { n: number }[];
  /** The bulk bodies answered; `refuse` turns away documents whose n it names. */
  refuse?: (n: number) => boolean;
  /** Its `http.max_content_length`. */
  maxContent?: string;
  bodies?: number[];
  /** The destination's name is a data stream: the action lines of its bodies. */
  stream?: string[];
}

/** Both clusters behind one fake fetch: the source's export cluster, and a destination in memory. */
function clusters(
  source: ExportCluster,
  destination: Destination,
  failSource?: (request: EngineRequest, call: number) => boolean,
) {
  let sourceCalls = 0;
  return installFakeFetch((request: RecordedRequest) => {
    const url = pathOf(request.url);
    if (url.startsWith(SOURCE_URI)) {
      const path = decodeURIComponent(url.slice(SOURCE_URI.length));
      const params = queryOf(request.url);
      const method = request.method as EngineRequest['method'];
      const engineRequest = {
        method,
        path,
        params,
        body: request.body ? JSON.parse(request.body) : undefined,
      };
      if (failSource?.(engineRequest, sourceCalls++))
        return jsonResponse({ error: 'bad gateway' }, 502);
      try {
        return jsonResponse(source.send(engineRequest));
      } catch (error) {
        return jsonResponse({ error: { type: 'exception', reason: String(error) } }, 400);
      }
    }
    const path = url.slice(DEST_URI.length);
    if (request.method === 'GET' && path === 'copy/_settings')
      return destination.exists
        ? jsonResponse({ copy: { settings: { index: { uuid: 'u' } } } })
        : jsonResponse({ error: { type: 'index_not_found_exception' }, status: 404 }, 404);
    if (request.method === 'PUT' && path === 'copy') {
      destination.exists = true;
      return jsonResponse({ acknowledged: true, index: 'copy' });
    }
    if (request.method === 'GET' && path === '_cluster/settings' && destination.maxContent)
      return jsonResponse({ defaults: { http: { max_content_length: destination.maxContent } } });
    if (request.method === 'GET' && path === '_data_stream/copy')
      return destination.stream
        ? jsonResponse({ data_streams: [{ name: 'copy' }] })
        : jsonResponse({ error: { type: 'index_not_found_exception' }, status: 404 }, 404);
    if (request.method === 'POST' && path === 'copy/_bulk') {
      const actions = (request.body ?? '')
        .trim()
        .split('\n')
        .filter((_, i) => i % 2 === 0);
      destination.stream?.push(...actions);
      destination.bodies?.push(new TextEncoder().encode(request.body ?? '').length);
      const lines = (request.body ?? '').trim().split('\n');
      const docs = lines
        .filter((_, i) => i % 2 === 1)
        .map((line) => JSON.parse(line) as { n: number });
      const items = docs.map((doc) => {
        if (destination.refuse?.(doc.n))
          return {
            index: {
              _index: 'copy',
              status: 400,
              error: { type: 'mapper_parsing_exception', reason: 'failed to parse' },
            },
          };
        destination.sources.push(doc);
        return { index: { _index: 'copy', _id: 'x', result: 'created', status: 201 } };
      });
      return jsonResponse({
        took: 1,
        errors: items.some((item) => item.index.status >= 300),
        items,
      });
    }
    return jsonResponse({ error: `unexpected ${request.method} ${path}` }, 500);
  });
}

const source = (profile: EngineProfile): ClusterTarget => ({
  uri: SOURCE_URI,
  auth: basic('reader'),
  protection: 'read-only',
  name: 'production',
  engine: profile,
});

async function ended() {
  for (let i = 0; i < 2000 && copyRunState().phase === 'running'; i++)
    await new Promise((resolve) => setTimeout(resolve, 1));
  const state = copyRunState();
  if (state.phase !== 'ended') throw new Error(`the copy is ${state.phase}`);
  return state;
}

const numbers = (docs: { n: number }[]) => docs.map((doc) => doc.n).sort((a, b) => a - b);

afterEach(async () => {
  setWriteConfirmer(null);
  clearCopy();
  await deleteAllAppDatabases();
});

/** The copies from the source that the browser keeps (the source is known by its address). */
const savedCopies = () => listCopyCheckpoints(SOURCE_URI);

describe('a copy between clusters', () => {
  it.each([
    ['Elasticsearch 8', ES8],
    ['OpenSearch 2', OS2],
    ['Elasticsearch 7.9 (scroll)', ES7_9],
  ])(
    'copies every document of %s once into a new index, each side with its own credentials',
    async (_, profile) => {
      const cluster = new ExportCluster(profile, 40);
      const destination: Destination = { exists: false, sources: [] };
      const { calls } = clusters(cluster, destination);
      const asked = recordQuestions();
      startCopy({ source: source(profile), destination: DESTINATION }, setup({ slices: 2 }));
      const state = await ended();
      expect(state.end).toEqual({ status: 'done' });
      expect(numbers(destination.sources)).toEqual(cluster.docs.map((doc) => doc._source.n));
      expect(state.progress.total).toBe(40);
      expect(state.progress.bytesRead).toBe(40);
      expect(state.progress.summary.counts.created).toBe(40);
      expect(cluster.openContexts).toBe(0);
      expect(asked).toHaveLength(1);
      const put = calls.find((call) => call.method === 'PUT')!;
      expect(JSON.parse(put.body!)).toEqual(BODY);
      expect(calls.indexOf(put)).toBeLessThan(
        calls.findIndex((call) => call.url.includes('_bulk')),
      );
      for (const call of calls) {
        const user = call.url.startsWith(SOURCE_URI) ? 'reader' : 'writer';
        expect(call.headers.authorization).toBe(`Basic ${btoa(`${user}:pass`)}`);
      }
    },
  );

  it('writes into an existing destination index as it is', async () => {
    const cluster = new ExportCluster(ES8, 10);
    const destination: Destination = { exists: true, sources: [] };
    const { calls } = clusters(cluster, destination);
    recordQuestions();
    startCopy({ source: source(ES8), destination: DESTINATION }, setup());
    expect((await ended()).end).toEqual({ status: 'done' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(destination.sources).toHaveLength(10);
  });

  it("keeps the bodies under the destination's body limit", async () => {
    const cluster = new ExportCluster(ES8, 20);
    const destination: Destination = { exists: true, sources: [], maxContent: '300b', bodies: [] };
    clusters(cluster, destination);
    recordQuestions();
    startCopy({ source: source(ES8), destination: DESTINATION }, setup());
    expect((await ended()).end).toEqual({ status: 'done' });
    expect(destination.sources).toHaveLength(20);
    expect(destination.bodies!.length).toBeGreaterThan(3);
    expect(Math.max(...destination.bodies!)).toBeLessThanOrEqual(300);
  });

  it("keeps the bodies under our server's signed-body limit for a destination it signs for", async () => {
    const cluster = new ExportCluster(ES8, 20);
    const destination: Destination = { exists: true, sources: [], maxContent: '100mb', bodies: [] };
    clusters(cluster, destination);
    recordQuestions();
    const signed = { ...DESTINATION, proxyId: 'dest', signedByProxy: true };
    const server = { proxyBodyLimit: 1000, proxySignedBodyLimit: 300 };
    startCopy({ source: source(ES8), destination: signed, server }, setup());
    expect((await ended()).end).toEqual({ status: 'done' });
    expect(destination.sources).toHaveLength(20);
    expect(Math.max(...destination.bodies!)).toBeLessThanOrEqual(300);
  });

  it('writes into a data stream with create actions', async () => {
    const cluster = new ExportCluster(OS2, 6);
    const destination: Destination = { exists: true, sources: [], stream: [] };
    const { calls } = clusters(cluster, destination);
    recordQuestions();
    startCopy({ source: source(OS2), destination: DESTINATION }, setup());
    expect((await ended()).end).toEqual({ status: 'done' });
    expect(destination.stream).toEqual(Array(6).fill('{"create":{"_index":"copy"}}'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the documents the destination refuses in the rejects file', async () => {
    const cluster = new ExportCluster(OS2, 12);
    const destination: Destination = { exists: true, sources: [], refuse: (n) => n % 5 === 0 };
    clusters(cluster, destination);
    recordQuestions();
    startCopy({ source: source(OS2), destination: DESTINATION }, setup());
    const state = await ended();
    expect(state.rejectsCount).toBe(3);
    const lines = (await copyRejectsBlob().text()).trim().split('\n');
    expect(lines.map((line) => JSON.parse(JSON.parse(line).source).n).sort()).toEqual([0, 10, 5]);
  });

  it.each([
    ['Elasticsearch 8', ES8],
    ['OpenSearch 2', OS2],
  ])(
    'goes on from the last page written after the source of %s fails, each document once',
    async (_, profile) => {
      const cluster = new ExportCluster(profile, 50);
      const destination: Destination = { exists: false, sources: [] };
      let pages = 0;
      clusters(cluster, destination, (request) => request.path === '_search' && ++pages === 4);
      recordQuestions();
      startCopy({ source: source(profile), destination: DESTINATION }, setup({ concurrency: 1 }));
      const failed = await ended();
      expect(failed.end.status).toBe('source-failed');
      expect(failed.resume).not.toBeNull();
      expect(destination.sources.length).toBeLessThan(50);
      expect(cluster.openContexts).toBe(0);
      resumeCopy();
      expect((await ended()).end).toEqual({ status: 'done' });
      expect(numbers(destination.sources)).toEqual(cluster.docs.map((doc) => doc._source.n));
    },
  );

  it.each([
    ['Elasticsearch 8', ES8],
    ['OpenSearch 2', OS2],
  ])(
    'saves a copy of %s at each page end, to go on with once the tab is closed',
    async (_, profile) => {
      const cluster = new ExportCluster(profile, 50);
      const destination: Destination = { exists: false, sources: [] };
      let pages = 0;
      clusters(cluster, destination, (request) => request.path === '_search' && ++pages === 5);
      recordQuestions();
      const copying = { source: source(profile), destination: DESTINATION };
      startCopy(copying, setup({ concurrency: 1, keepIds: true }));
      const failed = await ended();
      expect(failed.end.status).toBe('source-failed');
      const [saved, ...others] = await savedCopies();
      expect(others).toEqual([]);
      // Four pages of 7 were read and written before the fifth failed.
      expect(saved.resume).toEqual(failed.resume);
      expect(saved.resume.documents).toBe(28);
      expect(saved.setup).toEqual(setup({ concurrency: 1, keepIds: true }));
      expect(saved.destination).toEqual({ uri: DEST_URI, name: 'backup' });
      expect(saved.counts).toMatchObject({ sent: 28, created: 28, rejected: 0 });
      expect(new Set(numbers(destination.sources)).size).toBe(28);

      // The tab is closed: nothing of the copy is left in memory but what the browser kept.
      clearCopy();
      resumeSavedCopy(copying, saved);
      const done = await ended();
      expect(done.end).toEqual({ status: 'done' });
      expect(done.progress.bytesRead).toBe(50);
      expect(numbers(destination.sources)).toEqual(cluster.docs.map((doc) => doc._source.n));
      expect(cluster.openContexts).toBe(0);
      expect(await savedCopies()).toEqual([]);
    },
  );

  it('keeps no copy read by scroll, which cannot go on', async () => {
    const cluster = new ExportCluster(ES7_9, 50);
    const destination: Destination = { exists: false, sources: [] };
    let pages = 0;
    clusters(cluster, destination, (request) => request.path.includes('scroll') && ++pages === 3);
    recordQuestions();
    startCopy({ source: source(ES7_9), destination: DESTINATION }, setup({ concurrency: 1 }));
    const failed = await ended();
    expect(failed.end.status).toBe('source-failed');
    expect(failed.resume).toBeNull();
    expect(destination.sources.length).toBeGreaterThan(0);
    expect(await savedCopies()).toEqual([]);
  });

  it('forgets the saved copy into the same place when a new copy starts there', async () => {
    const cluster = new ExportCluster(ES8, 50);
    const destination: Destination = { exists: false, sources: [] };
    let pages = 0;
    clusters(cluster, destination, (request) => request.path === '_search' && ++pages % 3 === 0);
    recordQuestions();
    const copying = { source: source(ES8), destination: DESTINATION };
    startCopy(copying, setup({ concurrency: 1 }));
    await ended();
    expect(await savedCopies()).toHaveLength(1);
    clearCopy();
    // The new copy fails on its first page, before it has a place to go on from.
    pages = 2;
    startCopy(copying, setup({ concurrency: 1 }));
    expect((await ended()).end.status).toBe('source-failed');
    expect(await savedCopies()).toEqual([]);
  });

  it('cannot write to a read-only cluster', () => {
    const readOnly = { ...DESTINATION, protection: 'read-only' as const };
    expect(() => startCopy({ source: source(ES8), destination: readOnly }, setup())).toThrow();
    expect(copyRunState().phase).toBe('idle');
  });
});
