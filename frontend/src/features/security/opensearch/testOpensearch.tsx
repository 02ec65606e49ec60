// Test support for the OpenSearch security views: a cluster answering the plugin's GETs from a
// map of paths (other paths 404), writes with the plugin's own answer, and the view rendered as
// the screen shows it on an OpenSearch cluster.
import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { engineError } from '../../../test/clusterErrors';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';

export const SLOW = { timeout: 15_000 };

export const API = '/_plugins/_security/api';

/** Answers GETs from `answers` by path; writes get `{status: 'OK'}` (or `write`'s reply). */
export function serve(
  answers: Record<string, unknown>,
  write?: (request: RecordedRequest) => Response | undefined,
): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET')
      return write?.(request) ?? jsonResponse({ status: 'OK', message: 'updated.' });
    return path in answers
      ? jsonResponse(answers[path])
      : jsonResponse(engineError(404, 'x', 'no'), 404);
  }).calls;
}

export function renderView(ui: ReactElement, cluster: Partial<Cluster> = {}) {
  return renderScreen(
    ui,
    {
      connection: testConnection(
        [testCluster({ distribution: 'opensearch', version: '2.17.0', ...cluster })],
        0,
      ),
    },
    '/cluster/0/security',
  );
}

export const rowOf = async (name: string) => {
  const row = (await screen.findByText(name, undefined, SLOW)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

/** The writes sent: method, path and parsed body. */
export const writes = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({
      method: call.method,
      path: new URL(call.url).pathname,
      body: call.body === null ? null : (JSON.parse(call.body) as unknown),
    }));
