import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import {
  dismissAllNotifications,
  getNotifications,
} from '../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { TasksScreen } from './TasksScreen';
import {
  CAT_NODES_ANSWER,
  CAT_TASKS_ANSWER,
  CHILD_ID,
  GROUPED_ANSWER,
  LIST_ID,
  LIST_TASK,
  NO_HANDLER,
  REINDEX_ID,
  REINDEX_TASK,
} from './testTasks';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

const SLOW = { timeout: 15_000 };

/** The docs' answer to POST _tasks/{id}/_cancel: the cancelled task under its node. */
const CANCEL_ANSWER = {
  nodes: {
    oTUltX4IQMOUUVeiohTt8A: {
      name: 'node-1',
      tasks: { [REINDEX_ID]: { ...REINDEX_TASK, children: undefined, cancelled: true } },
    },
  },
};

interface Cluster {
  calls: RecordedRequest[];
  /** Whether _tasks still lists the reindex. */
  reindexRunning: boolean;
}

function serveCluster(options: { tasks?: 'served' | 'refused'; cancel?: Response } = {}): Cluster {
  const cluster: Cluster = { calls: [], reindexRunning: true };
  const { calls } = installFakeFetch((request) => {
    const path = pathOf(request.url);
    if (path.endsWith('_cat/nodes')) return jsonResponse(CAT_NODES_ANSWER);
    if (path.endsWith('_cat/tasks')) return jsonResponse(CAT_TASKS_ANSWER);
    if (request.method === 'POST') return options.cancel ?? jsonResponse(CANCEL_ANSWER);
    if (options.tasks === 'refused') return jsonResponse(NO_HANDLER, 400);
    if (cluster.reindexRunning) return jsonResponse(GROUPED_ANSWER);
    return jsonResponse({ tasks: { [LIST_ID]: LIST_TASK } });
  });
  cluster.calls = calls;
  return cluster;
}

function renderTasks(path = '/cluster/0/tasks') {
  return renderScreen(<TasksScreen />, { connection: testConnection([testCluster()], 0) }, path);
}

const table = () => screen.getByRole('table', { name: 'Tasks' });
const rowOf = (id: string) =>
  within(table())
    .getAllByRole('row')
    .find(
      (row) => row.textContent?.includes(id) && !row.textContent.includes(`${id}6`),
    ) as HTMLElement;

describe('tasks screen', () => {
  it('lists each child under its parent, with the reindex progress and Cancel', async () => {
    serveCluster();
    await renderTasks();
    await screen.findByText(REINDEX_ID, undefined, SLOW);
    const ids = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => [REINDEX_ID, CHILD_ID, LIST_ID].find((id) => row.textContent?.includes(id)));
    expect(ids).toEqual([REINDEX_ID, CHILD_ID, LIST_ID]);
    const reindex = rowOf(REINDEX_ID);
    expect(reindex).toHaveTextContent('indices:data/write/reindex');
    expect(reindex).toHaveTextContent('node-1');
    expect(reindex).toHaveTextContent('1h 2m 3s');
    expect(reindex).toHaveTextContent('3500 of 6154 documents');
    expect(reindex).toHaveTextContent('created 0, updated 3500, deleted 0, batches 4');
    expect(
      within(reindex).getByRole('button', { name: `Cancel task ${REINDEX_ID}` }),
    ).toBeEnabled();
    expect(
      within(rowOf(CHILD_ID)).getByLabelText(`Child of task ${REINDEX_ID}`),
    ).toBeInTheDocument();
    expect(within(rowOf(CHILD_ID)).queryByRole('button')).toBeNull();
    expect(within(rowOf(LIST_ID)).queryByRole('button')).toBeNull();
  });

  it('cancels after a confirmation naming the action and id, then shows cancelling until the task is gone', async () => {
    const cluster = serveCluster();
    const user = userEvent.setup();
    await renderTasks();
    await user.click(
      await screen.findByRole('button', { name: `Cancel task ${REINDEX_ID}` }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel task' });
    expect(dialog).toHaveTextContent(`Cancel the task indices:data/write/reindex (${REINDEX_ID})?`);
    const posts = () => cluster.calls.filter((call) => call.method === 'POST');
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel task' }));
    expect(await within(rowOf(REINDEX_ID)).findByText('cancelling')).toBeInTheDocument();
    expect(posts().map((call) => new URL(call.url).pathname)).toEqual([
      '/_tasks/oTUltX4IQMOUUVeiohTt8A%3A12345/_cancel',
    ]);
    cluster.reindexRunning = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText(REINDEX_ID)).toBeNull());
    expect(screen.getByText(LIST_ID)).toBeInTheDocument();
  });

  it('shows the engine refusal of a cancel as a notification and offers Cancel again', async () => {
    serveCluster({
      cancel: jsonResponse(
        {
          error: {
            type: 'resource_not_found_exception',
            reason: `task [${REINDEX_ID}] is not found`,
          },
          status: 404,
        },
        404,
      ),
    });
    const user = userEvent.setup();
    await renderTasks();
    await user.click(
      await screen.findByRole('button', { name: `Cancel task ${REINDEX_ID}` }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel task' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel task' }));
    await waitFor(() =>
      expect(JSON.stringify(getNotifications())).toContain(`task [${REINDEX_ID}] is not found`),
    );
    expect(within(rowOf(REINDEX_ID)).queryByText('cancelling')).toBeNull();
    expect(
      within(rowOf(REINDEX_ID)).getByRole('button', { name: `Cancel task ${REINDEX_ID}` }),
    ).toBeInTheDocument();
  });

  it('lists _cat/tasks read-only with a notice quoting the refusal when _tasks is not served', async () => {
    serveCluster({ tasks: 'refused' });
    await renderTasks();
    const notice = await screen.findByRole('note', undefined, SLOW);
    expect(notice).toHaveTextContent('does not serve the task management API');
    expect(notice).toHaveTextContent(NO_HANDLER.error);
    expect(notice).toHaveTextContent('_cat/tasks');
    const row = rowOf('osmem-node:7');
    expect(row).toHaveTextContent('cluster:monitor/tasks/lists');
    expect(row).toHaveTextContent('250.0micros');
    expect(within(table()).queryByRole('columnheader', { name: 'Progress' })).toBeNull();
    expect(within(table()).queryByRole('button')).toBeNull();
  });

  it('highlights the task of the address, also a child, and says when it is not running', async () => {
    serveCluster();
    await renderTasks(`/cluster/0/tasks?task=${encodeURIComponent(CHILD_ID)}`);
    await screen.findByText(REINDEX_ID, undefined, SLOW);
    expect(rowOf(CHILD_ID)).toHaveAttribute('aria-current', 'true');
    expect(rowOf(REINDEX_ID)).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(/is not running any more/)).toBeNull();
  });

  it('says when the task of the address is not running any more', async () => {
    serveCluster();
    await renderTasks('/cluster/0/tasks?task=gone%3A1');
    expect(
      await screen.findByText('Task gone:1 is not running any more', undefined, SLOW),
    ).toBeInTheDocument();
  });
});
