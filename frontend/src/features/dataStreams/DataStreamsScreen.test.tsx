import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DataStreamsScreen } from './DataStreamsScreen';
import { streamAnswer } from './testDataStreams';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STREAMS = {
  data_streams: [
    streamAnswer('logs-app', ['.ds-logs-app-2026.11.28-000001', '.ds-logs-app-2026.11.29-000002'], {
      template: 'logs-template',
      ilm_policy: 'hot-warm',
      hidden: false,
      system: false,
    }),
    streamAnswer('.hidden-stream', ['.ds-.hidden-stream-2026.11.29-000001'], {
      status: 'YELLOW',
      template: 'hidden-template',
      hidden: true,
    }),
  ],
};

const STATS = {
  data_streams: [
    {
      data_stream: 'logs-app',
      backing_indices: 2,
      store_size_bytes: 2048,
      maximum_timestamp: 1764374400000,
    },
  ],
};

/** Elasticsearch's answer to GET _data_stream when it has no such API: the name read as an index. */
const NOT_SERVED = {
  error: {
    type: 'invalid_index_name_exception',
    reason: "Invalid index name [_data_stream], must not start with '_'.",
    index: '_data_stream',
  },
  status: 400,
};

function serve(
  failing?: string,
  answer: { body: unknown; status: number } = {
    body: { error: { type: 'exception', reason: 'shard failure' }, status: 500 },
    status: 500,
  },
): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(pathOf(request.url)).pathname;
    if (path === failing) return jsonResponse(answer.body, answer.status);
    if (path === '/_data_stream') return jsonResponse(STREAMS);
    if (path === '/_data_stream/_stats') return jsonResponse(STATS);
    if (request.method === 'DELETE') return jsonResponse({ acknowledged: true });
    return jsonResponse({});
  }).calls;
}

function renderStreams(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <DataStreamsScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/data_streams',
  );
}

const SLOW = { timeout: 15_000 };
const table = () => screen.getByRole('table', { name: 'Data streams' });

describe('data streams screen', { timeout: 60_000 }, () => {
  it('lists the streams with their template, generation, size and policy, hidden ones on request', async () => {
    const calls = serve();
    await renderStreams();
    const row = (await screen.findByText('logs-app', undefined, SLOW)).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('logs-template')).toBeInTheDocument();
    expect(cells.getByText('ILM policy hot-warm')).toBeInTheDocument();
    expect(cells.getByText('2.05 kB')).toBeInTheDocument();
    expect(within(table()).queryByText('.hidden-stream')).toBeNull();
    expect(
      calls.map((call) => {
        const url = new URL(call.url);
        return `${url.pathname}${url.search}`;
      }),
    ).toEqual([
      '/_data_stream?expand_wildcards=all',
      '/_data_stream/_stats?human=false&expand_wildcards=all',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Table settings' }));
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Show hidden and system data streams' }),
    );
    expect(await within(table()).findByText('.hidden-stream')).toBeInTheDocument();
  });

  it('opens a row to its backing indices, the write index last, linking to the indices screen', async () => {
    serve();
    await renderStreams();
    await userEvent.click(await screen.findByText('logs-app', undefined, SLOW));
    const details = await screen.findByTestId('data-stream-details');
    expect(within(details).getByText(/000002 · write index/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Show them in Indices' })).toHaveAttribute(
      'href',
      '/cluster/0/indices?stream=logs-app',
    );
  });

  it('deletes a stream only once its name is typed', async () => {
    const calls = serve();
    await renderStreams();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete logs-app' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirmButton).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'logs-app');
    await userEvent.click(confirmButton);
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    const deleted = calls.find((call) => call.method === 'DELETE');
    expect(new URL(pathOf(deleted?.url ?? '')).pathname).toBe('/_data_stream/logs-app');
  });

  it('offers no writes on a read-only cluster', async () => {
    serve();
    await renderStreams({ protection: 'read-only' });
    expect(await screen.findByText('logs-app', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll over logs-app' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete logs-app' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New data stream' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows why the list is empty when the request fails', async () => {
    serve('/_data_stream');
    await renderStreams();
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('shard failure');
    expect(within(table()).getByText('No data streams')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New data stream' })).toBeInTheDocument();
  });

  it('says when the cluster does not serve data streams, and offers no create', async () => {
    serve('/_data_stream', { body: NOT_SERVED, status: 400 });
    await renderStreams();
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('This cluster does not serve data streams');
    expect(alert).toHaveTextContent("Invalid index name [_data_stream], must not start with '_'.");
    expect(screen.queryByRole('button', { name: 'New data stream' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Data streams' })).toBeNull();
  });

  it('says when the user may not read data streams', async () => {
    serve('/_data_stream', {
      body: { error: { type: 'security_exception', reason: 'no rights' }, status: 403 },
      status: 403,
    });
    await renderStreams();
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('This user may not read data streams');
    expect(alert).toHaveTextContent('no rights');
    expect(screen.queryByRole('button', { name: 'New data stream' })).toBeNull();
  });
});
