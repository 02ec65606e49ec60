// What the export view's tests share: a cluster in memory that answers an export's requests as the
// engine of its profile does (through a fake fetch), an index mapping, the transfer screen opened
// on the export view, and the parts the browser downloads, with their text.
import { vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { ExportCluster } from '../../../engine/exportCluster.fixture';
import type { EngineRequest } from '../../../engine/exportRequests';
import { engineProfile } from '../../../engine/profile';
import type { Distribution } from '../../../engine/version';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { TransferScreen } from '../TransferScreen';

export const SLOW = { timeout: 15_000 };

export const ENGINES: [string, { distribution: Distribution; version: string }][] = [
  ['Elasticsearch 8', { distribution: 'elasticsearch', version: '8.15.0' }],
  ['OpenSearch 2', { distribution: 'opensearch', version: '2.11.1' }],
];

export const MAPPING = {
  'logs-a': { mappings: { properties: { n: { type: 'long' }, label: { type: 'keyword' } } } },
};

interface Serve {
  /** Answers that request instead of the cluster: a page that fails, or one that never comes. */
  instead?: (request: EngineRequest, pageNumber: number) => Response | Promise<Response> | null;
}

/** The request as the export built it: the path without its leading '/', query and body. */
function engineRequest(recorded: RecordedRequest): EngineRequest {
  const url = new URL(recorded.url);
  const params = Object.fromEntries(url.searchParams.entries());
  return {
    method: recorded.method as EngineRequest['method'],
    path: decodeURIComponent(url.pathname.slice(1)),
    ...(Object.keys(params).length > 0 ? { params } : {}),
    body: recorded.body === null ? undefined : (JSON.parse(recorded.body) as unknown),
  };
}

/** A cluster of `total` documents behind a fake fetch; its requests as `METHOD path`. */
export function serveCluster(
  engine: Cluster['distribution'],
  version: string,
  total: number,
  serve: Serve = {},
) {
  const cluster = new ExportCluster(engineProfile(engine, version), total);
  let pages = 0;
  const { calls } = installFakeFetch((recorded) => {
    const request = engineRequest(recorded);
    if (request.method === 'GET' && request.path.endsWith('/_mapping'))
      return jsonResponse(MAPPING);
    if (request.path === '_search') pages += 1;
    const replaced = serve.instead?.(request, pages);
    if (replaced) return replaced;
    try {
      return jsonResponse(cluster.send(request));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return jsonResponse({ error: { type: 'exception', reason }, status: 500 }, 500);
    }
  });
  const said = () =>
    calls.map(
      (call) => `${call.method} ${decodeURIComponent(new URL(call.url).pathname.slice(1))}`,
    );
  return { cluster, calls, said };
}

/** The transfer screen on the export view, at `query` (after '?view=export'). */
export function renderExport(cluster: Partial<Cluster>, query = '&index=logs-*') {
  return renderScreen(
    <TransferScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    `/cluster/0/transfer?view=export${query}`,
  );
}

/** The parts the browser is asked to download, by name, with their text once read. */
export function catchDownloads() {
  const parts: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:part-${++made}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoked: string[] = [];
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) parts.push({ name: this.download, blob });
  });
  return {
    parts,
    revoked,
    names: () => parts.map((part) => part.name),
    texts: () => Promise.all(parts.map((part) => part.blob.text())),
  };
}

/** The ids of NDJSON text whose lines carry `_id`. */
export const idsOf = (text: string): string[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => (JSON.parse(line) as { _id: string })._id);
