import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { reshapeApi } from './reshapeApi';
import { ForceMergeDialog } from './ForceMergeDialog';

afterEach(() => {
  dismissAllNotifications();
  vi.unstubAllGlobals();
});

const segments = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ index: 'logs', shard: '0', segment: `_${i}` }));

// The Elasticsearch reference's answers of GET _tasks/<id> for a force merge.
const TASK = {
  node: 'node-1',
  id: 42,
  type: 'transport',
  action: 'indices:admin/forcemerge',
  description: 'Force-merge indices [logs, events], maxSegments[1]',
};
const RUNNING = { completed: false, task: TASK };
const COMPLETED = {
  completed: true,
  task: TASK,
  response: { _shards: { total: 4, successful: 4, failed: 0 } },
};

/** Serves 5 segments before the merge and 2 after; `merge` is the answer of the merge call. */
function serve(merge: unknown, tasks: unknown[] = [COMPLETED]) {
  let merged = false;
  return installFakeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST') {
      merged = true;
      return jsonResponse(merge);
    }
    if (pathname === '/_cat/segments/logs,events' || pathname === '/_cat/segments')
      return jsonResponse(segments(merged ? 2 : 5));
    if (pathname.startsWith('/_tasks/'))
      return jsonResponse(tasks.length > 1 ? tasks.shift() : tasks[0]);
    return jsonResponse({}, 404);
  }).calls;
}

const sent = (calls: RecordedRequest[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${decodeURIComponent(url.pathname + url.search)}`;
  });

const SLOW = { timeout: 10_000 };

async function open(cluster: Partial<Cluster> = {}) {
  await renderScreen(<ForceMergeDialog indices={['logs', 'events']} onClose={vi.fn()} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Force merge' }, SLOW);
  await within(dialog).findByText('Segments now, in total (all shard copies): 5', {}, SLOW);
  return dialog;
}

const request = (dialog: HTMLElement) => within(dialog).getByText(/^POST /);
const maxSegments = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Segments per shard at most/ });
const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Force merge' });

/** The notification card whose title is `title`. */
async function card(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, {}, SLOW)).closest('[role="status"]') as HTMLElement;
}

describe('the Force merge dialog', { timeout: 60_000 }, () => {
  it('shows the segments and the request, and keeps the two options apart', async () => {
    serve({});
    const dialog = await open();
    expect(within(dialog).getByText('2 indices')).toBeInTheDocument();
    expect(request(dialog)).toHaveTextContent(
      'POST logs,events/_forcemerge?wait_for_completion=false&max_num_segments=1',
    );
    // Turning expunging on clears the segment count, which the engines refuse with it.
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Only expunge deleted documents' }),
    );
    expect(maxSegments(dialog)).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(request(dialog)).toHaveTextContent(
      'POST logs,events/_forcemerge?wait_for_completion=false&only_expunge_deletes=true',
    );
    expect(submit(dialog)).toBeEnabled();
    // A count typed in again is refused with it.
    await userEvent.type(maxSegments(dialog), '3');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose either a segment count or expunging deleted documents: the engines refuse both at once.',
    );
    expect(within(dialog).queryByText(/^POST /)).toBeNull();
    expect(submit(dialog)).toBeDisabled();
  });

  it('sends the plain request to engines that refuse wait_for_completion, and takes the answer as merged', async () => {
    for (const cluster of [
      { distribution: 'elasticsearch', version: '8.0.1' },
      { distribution: 'opensearch', version: '2.6.0' },
      { distribution: 'elasticsearch', version: '' },
    ] as const) {
      const calls = serve({ _shards: { total: 2, successful: 2, failed: 0 } });
      const dialog = await open(cluster);
      expect(request(dialog)).toHaveTextContent(
        /^POST logs,events\/_forcemerge\?max_num_segments=1$/,
      );
      await userEvent.click(submit(dialog));
      expect(
        await within(dialog).findByText('The engine merged at once.', {}, SLOW),
      ).toBeInTheDocument();
      expect(sent(calls).filter((line) => line.startsWith('POST'))).toEqual([
        'POST /logs,events/_forcemerge?max_num_segments=1',
      ]);
      cleanup();
      dismissAllNotifications();
      vi.unstubAllGlobals();
    }
  });

  it('sends wait_for_completion=false to OpenSearch from 2.7 on', async () => {
    serve({});
    const dialog = await open({ distribution: 'opensearch', version: '2.11.1' });
    expect(request(dialog)).toHaveTextContent(
      'POST logs,events/_forcemerge?wait_for_completion=false&max_num_segments=1',
    );
  });

  it('counts the segments of every index only when asked, and not again at each change', async () => {
    const calls = serve({});
    const { store } = await renderScreen(<ForceMergeDialog indices={[]} onClose={vi.fn()} />, {
      connection: testConnection([testCluster()], 0),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Force merge' }, SLOW);
    expect(
      within(dialog).getByText(
        'Segments not counted: counting them for every index reads every segment of the cluster.',
      ),
    ).toBeInTheDocument();
    expect(request(dialog)).toHaveTextContent(
      'POST _forcemerge?wait_for_completion=false&max_num_segments=1',
    );
    expect(sent(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Count segments' }));
    await within(dialog).findByText('Segments now, in total (all shard copies): 5', {}, SLOW);
    expect(sent(calls)).toEqual(['GET /_cat/segments?format=json&h=index,shard,segment']);
    store.dispatch(reshapeApi.util.invalidateTags(['Indices']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(calls)).toHaveLength(1);
  });

  it('runs the merge as a task and hands it to a notification that follows it to its end', async () => {
    const calls = serve({ task: 'node-1:42' }, [RUNNING, COMPLETED]);
    const dialog = await open();
    await userEvent.clear(maxSegments(dialog));
    await userEvent.type(maxSegments(dialog), '2');
    await userEvent.click(submit(dialog));
    expect(
      await within(dialog).findByText(
        'Force merge started as task node-1:42; a notification follows it.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(sent(calls).filter((line) => line.startsWith('POST'))).toEqual([
      'POST /logs,events/_forcemerge?wait_for_completion=false&max_num_segments=2',
    ]);
    const running = await card('Force merging 2 indices');
    expect(within(running).getByRole('link', { name: 'Show in tasks' })).toBeInTheDocument();
    const done = await card('Force merged 2 indices');
    expect(done).toHaveTextContent('Shards merged: 4 of 4 (0 failed)');
    await waitFor(
      () =>
        expect(done).toHaveTextContent('Segments in total (all shard copies): 5 before, 2 after'),
      SLOW,
    );
    expect(sent(calls).filter((line) => line.startsWith('GET /_tasks'))).toEqual([
      'GET /_tasks/node-1:42',
      'GET /_tasks/node-1:42',
    ]);
    expect(
      within(dialog).getByText('Segments before the merge, in total (all shard copies): 5'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Segments now, in total (all shard copies): 2', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Force merge' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Count segments again' }));
    // Counted at the opening, after the merge, and once more when asked; no other refetch.
    await waitFor(() =>
      expect(sent(calls).filter((line) => line.startsWith('GET /_cat/segments')).length).toBe(3),
    );
  });

  it('takes a merge the engine answered at once as done, with no task to follow', async () => {
    const calls = serve({ _shards: { total: 2, successful: 2, failed: 0 } });
    const dialog = await open();
    await userEvent.click(submit(dialog));
    expect(
      await within(dialog).findByText('The engine merged at once.', {}, SLOW),
    ).toBeInTheDocument();
    const done = await card('Force merged 2 indices');
    expect(done).toHaveTextContent('Shards merged: 2 of 2 (0 failed)');
    await waitFor(
      () =>
        expect(done).toHaveTextContent('Segments in total (all shard copies): 5 before, 2 after'),
      SLOW,
    );
    expect(sent(calls).some((line) => line.includes('_tasks'))).toBe(false);
  });

  it('tells the reason when the engine refuses the merge', async () => {
    installFakeFetch((req) =>
      req.method === 'POST'
        ? jsonResponse(
            {
              error: {
                type: 'action_request_validation_exception',
                reason:
                  'Validation Failed: 1: cannot set only_expunge_deletes and max_num_segments',
              },
              status: 400,
            },
            400,
          )
        : jsonResponse(segments(5)),
    );
    const dialog = await open();
    await userEvent.click(submit(dialog));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Validation Failed: 1: cannot set only_expunge_deletes and max_num_segments',
    );
    expect(submit(dialog)).toBeEnabled();
  });

  it('offers no merge on a read-only cluster', async () => {
    const calls = serve({});
    const dialog = await open({ protection: 'read-only', name: 'production' });
    expect(submit(dialog)).toBeDisabled();
    expect(
      within(dialog).getByText('production is read-only: Shardscope sends it no writes.'),
    ).toBeInTheDocument();
    expect(sent(calls).every((line) => line.startsWith('GET'))).toBe(true);
  });
});
