// What the import view's tests share: a cluster in memory behind a fake fetch that answers an
// import's requests as the engines document them (`_resolve/index`, `_mapping`, index creation,
// `_settings`, `_bulk` items shaped as the specification's BulkResponseExample1/2), a Worker that
// reads the file in this thread, the transfer screen opened on the import view, and a file given
// to its picker.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { deleteAllAppDatabases } from '../../../engine/clusterDb';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { cancelImport, clearImport, importRunState } from '../run/importController';
import type { ReaderWorker } from '../run/workerBatches';
import { serveBatches, type WorkerPort, type WorkerRequest } from '../run/workerProtocol';
import { TransferScreen } from '../TransferScreen';

export const SLOW = { timeout: 15_000 };

/** A Worker reading the file in this thread; messages cross a task later, as between threads. */
class InThreadWorker implements ReaderWorker {
  onmessage: ReaderWorker['onmessage'] = null;
  onerror: ReaderWorker['onerror'] = null;
  private stopped = false;
  private readonly port: WorkerPort = {
    onmessage: null,
    postMessage: (answer) =>
      setTimeout(() => {
        if (!this.stopped) this.onmessage?.({ data: answer } as MessageEvent);
      }),
  };

  constructor() {
    serveBatches(this.port);
  }

  postMessage(message: WorkerRequest): void {
    setTimeout(() => this.port.onmessage?.({ data: message } as MessageEvent));
  }

  terminate(): void {
    this.stopped = true;
  }
}

const errorBody = (status: number, type: string, reason: string) => ({
  error: { root_cause: [{ type, reason }], type, reason },
  status,
});

interface Index {
  mappings: unknown;
  docs: Map<string, unknown>;
}

/** The indices, aliases and data streams of a cluster, and the documents written to them. */
export class ImportCluster {
  readonly indices = new Map<string, Index>();
  readonly dataStreams = new Set<string>();
  readonly aliases = new Map<string, string>();
  private nextId = 0;
  /** Answers this instead of the bulk request numbered `index` (0 first), when it gives one. */
  bulkInstead: (index: number) => Response | Promise<Response> | null = () => null;
  private bulks = 0;

  addIndex(name: string, properties: Record<string, unknown> = {}): this {
    this.indices.set(name, { mappings: { properties }, docs: new Map() });
    return this;
  }

  docs(name: string): unknown[] {
    return [...(this.indices.get(this.aliases.get(name) ?? name)?.docs.values() ?? [])];
  }

  private resolve(pattern: string) {
    const matches = (name: string) => pattern === '*' || name === pattern;
    const names = (from: Iterable<string>) => [...from].filter(matches).map((name) => ({ name }));
    return {
      indices: names(this.indices.keys()),
      aliases: names(this.aliases.keys()),
      data_streams: names(this.dataStreams),
    };
  }

  private bulk(target: string, body: string): Response | Promise<Response> {
    const replaced = this.bulkInstead(this.bulks++);
    if (replaced) return replaced;
    const index = this.indices.get(this.aliases.get(target) ?? target);
    if (!index)
      return jsonResponse(
        errorBody(404, 'index_not_found_exception', `no such index [${target}]`),
        404,
      );
    const lines = body.split('\n').filter((line) => line !== '');
    const items = [];
    for (let n = 0; n < lines.length; n += 2) {
      const action = JSON.parse(lines[n]) as Record<string, { _id?: string }>;
      const [kind, meta] = Object.entries(action)[0];
      const source = JSON.parse(lines[n + 1]) as Record<string, unknown>;
      const id = meta._id ?? `generated-${this.nextId++}`;
      if ('bad' in source) {
        const error = {
          type: 'mapper_parsing_exception',
          reason: `failed to parse field [bad] of type [long] in document with id '${id}'`,
        };
        items.push({ [kind]: { _index: target, _id: id, status: 400, error } });
        continue;
      }
      const result = index.docs.has(id) ? 'updated' : 'created';
      index.docs.set(id, source);
      const shards = { total: 2, successful: 1, failed: 0 };
      const status = result === 'created' ? 201 : 200;
      items.push({
        [kind]: {
          _index: target,
          _id: id,
          _version: 1,
          result,
          _shards: shards,
          status,
          _seq_no: n,
          _primary_term: 1,
        },
      });
    }
    return jsonResponse({
      took: 3,
      errors: items.some((item) => 'error' in Object.values(item)[0]),
      items,
    });
  }

  answer(method: string, path: string, body: string | null): Response | Promise<Response> {
    const missing = (name: string) =>
      jsonResponse(errorBody(404, 'index_not_found_exception', `no such index [${name}]`), 404);
    if (path === '_cluster/settings')
      return jsonResponse({ defaults: { http: { max_content_length: '100mb' } } });
    if (path.startsWith('_resolve/index/'))
      return jsonResponse(this.resolve(path.slice('_resolve/index/'.length)));
    const [name, action] = path.split('/');
    const index = this.indices.get(this.aliases.get(name) ?? name);
    if (method === 'GET' && action === '_mapping')
      return index ? jsonResponse({ [name]: { mappings: index.mappings } }) : missing(name);
    if (method === 'PUT' && action === undefined) {
      const created = JSON.parse(body ?? '{}') as { mappings?: unknown };
      this.indices.set(name, { mappings: created.mappings ?? {}, docs: new Map() });
      return jsonResponse({ acknowledged: true, shards_acknowledged: true, index: name });
    }
    if (method === 'GET' && action === '_settings')
      return index
        ? jsonResponse({
            [name]: {
              settings: {},
              defaults: { 'index.refresh_interval': '1s', 'index.number_of_replicas': '1' },
            },
          })
        : missing(name);
    if (method === 'PUT' && action === '_settings') return jsonResponse({ acknowledged: true });
    if (method === 'POST' && action === '_bulk') return this.bulk(name, body ?? '');
    return jsonResponse(
      errorBody(404, 'resource_not_found_exception', `no handler for ${method} ${path}`),
      404,
    );
  }
}

/** Serves `cluster` through a fake fetch and reads files in this thread; its requests as `METHOD path`. */
function serveImport(cluster: ImportCluster, privileges?: unknown) {
  vi.stubGlobal('Worker', InThreadWorker);
  const { calls } = installFakeFetch((request: RecordedRequest) => {
    const path = decodeURIComponent(new URL(request.url).pathname.slice(1));
    if (path === '_security/user/_privileges')
      return privileges ? jsonResponse(privileges) : jsonResponse({}, 404);
    return cluster.answer(request.method, path, request.body);
  });
  const said = () =>
    calls.map(
      (call) => `${call.method} ${decodeURIComponent(new URL(call.url).pathname.slice(1))}`,
    );
  return { calls, said };
}

/** The transfer screen on the import view, at `query` (after '?view=import'). */
function renderImport(cluster: Partial<Cluster> = {}, query = '') {
  return renderScreen(
    <TransferScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    `/cluster/0/transfer?view=import${query}`,
  );
}

export interface OpenOptions {
  /** The connected cluster's own fields (its engine, its protection). */
  on?: Partial<Cluster>;
  /** After '?view=import' in the address. */
  query?: string;
  /** The connected user's `_security/user/_privileges` answer; none by default. */
  privileges?: unknown;
}

/** The import view on a connected cluster that `cluster` answers for. */
export async function openImport(cluster: ImportCluster, options: OpenOptions = {}) {
  const served = serveImport(cluster, options.privileges);
  const view = await renderImport(options.on, options.query);
  return { ...served, view };
}

/** Gives `text` to the file picker as the file `name`. */
export async function chooseFile(text: string | Uint8Array, name: string): Promise<File> {
  const file = new File([text as BlobPart], name, { lastModified: 1_700_000_000_000 });
  await userEvent.upload(screen.getByLabelText('File to import'), file);
  return file;
}

/** After a test that may have run an import: none left running, no checkpoint left behind. */
export async function endImportTest(): Promise<void> {
  cancelImport();
  await waitFor(() => expect(importRunState().phase).not.toMatch(/running|restoring/));
  clearImport();
  await deleteAllAppDatabases();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
