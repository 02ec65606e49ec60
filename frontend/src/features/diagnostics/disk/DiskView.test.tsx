// The disk view with the cluster answering through a fake fetch with Elasticsearch's documented
// `_disk_usage` and `_field_usage_stats` answers (engine/diagnostics/diskUsage.fixture.ts), an
// engine without the API, and refusals.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import {
  DISK_USAGE_ANSWER,
  DISK_USAGE_INDEX,
  FIELD_USAGE_ANSWER,
} from '../../../engine/diagnostics/diskUsage.fixture';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { DiagnosticsScreen } from '../DiagnosticsScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SLOW = { timeout: 15_000 };

interface Answers {
  disk?: () => Response;
  usage?: () => Response;
}

function serve({
  disk = () => jsonResponse(DISK_USAGE_ANSWER),
  usage = () => jsonResponse(FIELD_USAGE_ANSWER),
}: Answers = {}): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_cat/indices')) return jsonResponse([{ index: DISK_USAGE_INDEX }]);
    if (path.endsWith('/_disk_usage')) return disk();
    if (path.endsWith('/_field_usage_stats')) return usage();
    return jsonResponse({});
  }).calls;
}

const diskCalls = (calls: RecordedRequest[]) =>
  calls.filter((call) => /_disk_usage|_field_usage_stats/.test(call.url));

async function renderDisk(cluster: Cluster = testCluster(), index = DISK_USAGE_INDEX) {
  const user = userEvent.setup();
  await renderScreen(
    <DiagnosticsScreen />,
    { connection: testConnection([cluster], 0) },
    `/cluster/0/diagnostics?view=disk&index=${index}`,
  );
  await screen.findByRole('heading', { level: 2, name: 'Diagnostics' }, SLOW);
  return user;
}

/** Runs the analysis: the button, then the confirmation's own. */
async function analyse(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Analyse disk usage' }));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  await user.click(within(dialog).getByRole('button', { name: 'Analyse' }));
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('disk usage', { timeout: 30_000 }, () => {
  it('asks first, sends nothing before, then shows each field and structure heaviest first, on a read-only cluster too', async () => {
    const calls = serve();
    const user = await renderDisk(testCluster({ protection: 'read-only' }));
    expect(screen.getByRole('textbox', { name: 'Index' })).toHaveValue(DISK_USAGE_INDEX);
    await user.click(screen.getByRole('button', { name: 'Analyse disk usage' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent(/reads every file of every shard of my-index-000001/);
    expect(diskCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Analyse' }));

    const fields = await screen.findByRole('table', { name: 'Bytes per field' }, SLOW);
    const rows = within(fields).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row)[0])).toEqual([
      '_source',
      '_id',
      'context',
      '_primary_term',
      '_seq_no',
      '_version',
      'context.keyword',
      'message',
      'message.keyword',
    ]);
    // _id: 51.7 MB, 5.3 %, then the structures with bytes (knn vectors has none and is left
    // out), read once; context's reads are elided: unknown; message is not named: never read.
    expect(cells(rows[1])).toEqual([
      '_id',
      '51.7 MB',
      '5.3%',
      '31.2 MB',
      '20.5 MB',
      '0 B',
      '0 B',
      '0 B',
      '0 B',
      '1',
      '',
    ]);
    expect(cells(rows[2]).at(-2)).toBe('unknown');
    expect(cells(rows[7]).slice(1, 3)).toEqual(['unknown', 'unknown']);
    expect(cells(rows[7]).at(-2)).toBe('0');
    expect(screen.queryByRole('columnheader', { name: 'kNN vectors' })).toBeNull();

    const structures = screen.getByRole('table', { name: 'Bytes per structure' });
    const totals = within(structures).getAllByRole('row').slice(1).map(cells);
    expect(totals[0]).toEqual(['Stored fields', '654 MB', '67.1%']);
    expect(totals.at(-1)).toEqual(['kNN vectors', '0 B', '0%']);
    expect(screen.getByText('On disk: 974 MB · all fields: 974 MB')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Disk usage of my-index-000001',
    );

    const disk = diskCalls(calls).find((call) => call.url.includes('_disk_usage'))!;
    const usage = diskCalls(calls).find((call) => call.url.includes('_field_usage_stats'))!;
    expect(diskCalls(calls)).toHaveLength(2);
    expect(disk.method).toBe('POST');
    expect(disk.url).toMatch(/\/my-index-000001\/_disk_usage\?run_expensive_tasks=true$/);
    expect(usage.method).toBe('GET');
    expect(new URL(usage.url).pathname).toBe('/my-index-000001/_field_usage_stats');
  });

  it('sends nothing when the confirmation is cancelled, and never on opening', async () => {
    const calls = serve();
    const user = await renderDisk();
    await user.click(screen.getByRole('button', { name: 'Analyse disk usage' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(diskCalls(calls)).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('marks a heavy field no shard has read, in words', async () => {
    const field = (total: number) => ({ total_in_bytes: total, stored_fields_in_bytes: total });
    serve({
      disk: () =>
        jsonResponse({
          logs: {
            store_size_in_bytes: 2000,
            all_fields: { total_in_bytes: 1000 },
            fields: { body: field(600), title: field(400) },
          },
        }),
      usage: () =>
        jsonResponse({ logs: { shards: [{ stats: { fields: { title: { any: 7 } } } }] } }),
    });
    const user = await renderDisk(testCluster(), 'logs');
    await analyse(user);
    const fields = await screen.findByRole('table', { name: 'Bytes per field' }, SLOW);
    const [body, title] = within(fields).getAllByRole('row').slice(1);
    expect(within(body).getByText('heavy, never read')).toBeInTheDocument();
    expect(within(title).queryByText('heavy, never read')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Heavy fields never read since their shards started: body.',
    );
  });

  it('says the cluster does not serve _disk_usage when it answers 400 no handler', async () => {
    const noHandler = (path: string, method: string) =>
      jsonResponse({ error: `no handler found for uri [/${path}] and method [${method}]` }, 400);
    serve({
      disk: () => noHandler('my-index-000001/_disk_usage', 'POST'),
      usage: () => noHandler('my-index-000001/_field_usage_stats', 'GET'),
    });
    const user = await renderDisk();
    await analyse(user);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('This cluster does not serve _disk_usage');
    expect(alert).toHaveTextContent('no handler found for uri [/my-index-000001/_disk_usage]');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the user may not analyse the index on a 403', async () => {
    const forbidden = {
      error: {
        type: 'security_exception',
        reason:
          'action [indices:admin/analyze_disk_usage] is unauthorized for user [reader] on indices [my-index-000001]',
      },
      status: 403,
    };
    serve({ disk: () => jsonResponse(forbidden, 403) });
    const user = await renderDisk();
    await analyse(user);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('You may not analyse the disk usage of this index');
    expect(alert).toHaveTextContent('is unauthorized for user [reader]');
  });

  it('shows the sizes when only the reads are refused, and says so', async () => {
    serve({
      usage: () =>
        jsonResponse(
          { error: { type: 'security_exception', reason: 'no reads' }, status: 403 },
          403,
        ),
    });
    const user = await renderDisk();
    await analyse(user);
    const fields = await screen.findByRole('table', { name: 'Bytes per field' }, SLOW);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The reads per field could not be read (no reads)',
    );
    const id = within(fields).getAllByRole('row')[2];
    expect(cells(id).at(-2)).toBe('unknown');
  });

  it('says why an engine without the API has no disk view, and sends nothing', async () => {
    const calls = serve();
    await renderDisk(testCluster({ distribution: 'opensearch', version: '3.2.0' }));
    expect(await screen.findByText(/OpenSearch has no _disk_usage/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyse disk usage' })).toBeNull();
    expect(diskCalls(calls)).toEqual([]);
  });

  it('says which Elasticsearch version the API needs', async () => {
    serve();
    await renderDisk(testCluster({ version: '7.14.2', majorVersion: '7' }));
    expect(
      await screen.findByText(
        '_disk_usage needs Elasticsearch 7.15 or later; this cluster runs Elasticsearch 7.14.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
