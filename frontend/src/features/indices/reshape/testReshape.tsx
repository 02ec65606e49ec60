// Fixtures of the Shrink and Split dialog tests: a cluster whose 4-shard index logs gathers its
// copies on the node the dialog names, the requests it was sent, and the dialog opened on it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { ReshapeDialog } from './ReshapeDialog';
import { withoutPrivileges } from '../../../api/testPrivileges';

/** Clears what a test leaves: its notifications, the write confirmer and the fake cluster. */
function cleanUp() {
  dismissAllNotifications();
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
}

/** Tests of the dialog: each may take up to a minute on a busy machine, and is cleared after. */
export function describeDialog(name: string, tests: () => void) {
  describe(name, { timeout: 60_000 }, () => {
    afterEach(cleanUp);
    tests();
  });
}

/** Four primaries of 100 bytes: 0 and 1 on node-a, 2 and 3 on node-b; `on` moves them all. */
const shards = (on?: string) =>
  [0, 1, 2, 3].map((shard) => ({
    index: 'logs',
    shard: String(shard),
    prirep: 'p',
    state: 'STARTED',
    node: on ?? (shard < 2 ? 'node-a' : 'node-b'),
    store: '100',
  }));

const NODES = [
  { name: 'node-a', id: 'aaaa', 'node.role': 'dim' },
  { name: 'node-b', id: 'bbbb', 'node.role': 'dim' },
  { name: 'node-c', id: 'cccc', 'node.role': 'dim' },
  { name: 'master', id: 'mmmm', 'node.role': 'm' },
];
const ALLOCATION = [
  { node: 'node-a', 'disk.avail': '10000' },
  { node: 'node-b', 'disk.avail': '5000' },
  { node: 'node-c', 'disk.avail': '50' },
];
const SETTINGS = {
  logs: { settings: { 'index.number_of_shards': '4', 'index.number_of_replicas': '0' } },
};
const ACK = { acknowledged: true };
const REFUSED = {
  error: {
    root_cause: [
      { type: 'resource_already_exists_exception', reason: 'index [logs-shrunk] already exists' },
    ],
    type: 'resource_already_exists_exception',
    reason: 'index [logs-shrunk] already exists',
  },
  status: 400,
};

interface Serve {
  /** The answers of GET _cluster/health/logs-shrunk, one per call; the last one repeats. */
  green?: { status: number; body: unknown }[];
  /** The shrink call is refused. */
  refuseShrink?: boolean;
  /** The source's settings, flat, besides its shard counts. */
  settings?: Record<string, string>;
}

const HEALTH_GREEN = { status: 200, body: { status: 'green', active_shards: 2 } };
/** The wait for green of the new index times out on yellow, every time. */
export const STAYS_YELLOW: Serve = {
  green: [
    {
      status: 408,
      body: { status: 'yellow', timed_out: true, active_shards: 2, unassigned_shards: 2 },
    },
  ],
};

/** The cluster of the tests; the copies gather on the node a PUT require._name names. */
export function serve({ green = [HEALTH_GREEN], refuseShrink = false, settings = {} }: Serve = {}) {
  let gatheredOn: string | undefined;
  return installFakeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'PUT') {
      const body = JSON.parse(request.body ?? '{}') as Record<string, unknown>;
      const node = body['index.routing.allocation.require._name'];
      if (typeof node === 'string') gatheredOn = node;
      return jsonResponse(ACK);
    }
    if (request.method === 'POST')
      return refuseShrink
        ? jsonResponse(REFUSED, 400)
        : jsonResponse({ ...ACK, shards_acknowledged: true, index: 'logs-shrunk' });
    switch (pathname) {
      case '/_cat/shards/logs':
        return jsonResponse(shards(gatheredOn));
      case '/_cat/nodes':
        return jsonResponse(NODES);
      case '/logs/_settings':
        return jsonResponse({ logs: { settings: { ...SETTINGS.logs.settings, ...settings } } });
      case '/_cat/allocation':
        return jsonResponse(ALLOCATION);
      case '/_cluster/state/metadata/logs':
        return jsonResponse({ metadata: { indices: { logs: { routing_num_shards: 1024 } } } });
      case '/_cluster/health/logs':
        return jsonResponse({ status: 'green', relocating_shards: 0 });
      case '/_cluster/health/logs-shrunk': {
        const answer = green.length > 1 ? green.shift()! : green[0];
        return jsonResponse(answer.body, answer.status);
      }
      default:
        return jsonResponse({}, 404);
    }
  }).calls;
}

/** The requests as sent: method, path with query, body. */
export const sent = (calls: RecordedRequest[]) =>
  withoutPrivileges(calls).map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${decodeURIComponent(url.pathname + url.search)}${call.body ? ` ${call.body}` : ''}`;
  });

/** The five reads of the opening. */
export const LOADS = 5;
export const SLOW = { timeout: 10_000 };

export async function open(kind: 'shrink' | 'split' = 'shrink', cluster: Partial<Cluster> = {}) {
  await renderScreen(<ReshapeDialog index="logs" kind={kind} onClose={vi.fn()} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
  return loadedDialog(kind === 'shrink' ? 'Shrink logs' : 'Split logs');
}

/** The dialog called `title` once its form is in. */
export async function loadedDialog(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title }, SLOW);
  await within(dialog).findByRole('textbox', { name: /New index/ }, SLOW);
  return dialog;
}

export async function chooseNode(dialog: HTMLElement, node: string) {
  await userEvent.click(
    within(dialog).getByRole('textbox', { name: 'Node to gather a copy of every shard on' }),
  );
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${node} `) }));
}

/** The names of the steps, in order. */
export const stepNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
export const step = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('listitem', { name });

export async function run(dialog: HTMLElement, confirmTitle = 'Shrink logs?') {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Run' }));
  const question = await screen.findByRole('dialog', { name: confirmTitle });
  await userEvent.click(within(question).getByRole('button', { name: 'Run' }));
}

/** The two writes that give the source back its writes and lift its allocation filter. */
export const LIFTING = [
  'PUT /logs/_settings {"index.blocks.write":null}',
  'PUT /logs/_settings {"index.routing.allocation.require._name":null}',
];

export const SHRINK_BODY =
  '{"settings":{"index.number_of_shards":2,"index.number_of_replicas":0,"index.routing.allocation.require._name":null,"index.blocks.write":null}}';
