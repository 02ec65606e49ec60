import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type Responder } from '../../api/testFetch';
import { dismissAllNotifications } from '../../components/Notifications/notificationStore';
import { catIndex, renderLogsIndices } from './testIndices';
import { chooseRowAction } from './table/testRowMenu';

afterEach(() => {
  dismissAllNotifications();
  vi.unstubAllGlobals();
});

const CAT_INDICES = [catIndex('logs')];

// The Elasticsearch reference's answers of GET _tasks/<id> for a delete by query.
const RUNNING = {
  completed: false,
  task: {
    node: 'n',
    id: 2,
    type: 'transport',
    action: 'indices:data/write/delete/byquery',
    status: { total: 42, updated: 0, created: 0, deleted: 10, batches: 1, version_conflicts: 0 },
    description: 'delete-by-query [logs]',
  },
};
const COMPLETED = {
  completed: true,
  task: { ...RUNNING.task, status: { ...RUNNING.task.status, deleted: 42, batches: 1 } },
  response: {
    took: 1500,
    timed_out: false,
    total: 42,
    deleted: 41,
    batches: 1,
    version_conflicts: 1,
    noops: 0,
    failures: [
      {
        index: 'logs',
        id: 'doc-1',
        cause: { type: 'version_conflict_engine_exception', reason: 'version conflict' },
        status: 409,
      },
    ],
  },
};

/** Serves the listing, `answer` for writes and `tasks` (one answer per call) for GET _tasks. */
function serve(answer: unknown, tasks: Responder[] = []) {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_cat/indices') return jsonResponse(CAT_INDICES);
    if (path === '/_cat/aliases') return jsonResponse([]);
    if (path.startsWith('/_tasks/'))
      return (tasks.length > 1 ? tasks.shift()! : tasks[0])(request, 0);
    return jsonResponse(answer);
  }).calls;
}

async function deleteAllDocuments() {
  await chooseRowAction('logs', 'Danger zone', 'Delete all documents (delete by query)');
  const dialog = await screen.findByRole('dialog', { name: 'Delete all documents' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all documents' }));
}

async function reindexInto(dest: string) {
  await chooseRowAction('logs', 'Reshape', 'Reindex');
  const dialog = await screen.findByRole('dialog', { name: 'Reindex into...' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Destination index/ }), dest);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reindex' }));
}

const SLOW = { timeout: 10_000 };

describe('progress of long index tasks', { timeout: 60_000 }, () => {
  it('shows the result of a delete by query the cluster answered at once', async () => {
    const calls = serve({ took: 4, total: 42, deleted: 42, batches: 1, failures: [] });
    await renderLogsIndices();
    await deleteAllDocuments();
    const card = (await screen.findByText('Deleted documents from logs', {}, SLOW)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(card).toHaveTextContent('Created 0 · updated 0 · deleted 42');
    expect(card).toHaveTextContent('Took 4 ms');
    const sent = calls.find((call) => call.url.includes('_delete_by_query'))!;
    expect(new URL(sent.url).search).toBe('?wait_for_completion=false&refresh=true');
    expect(calls.some((call) => call.url.includes('_tasks'))).toBe(false);
  });

  it('follows a delete by query task to its result with the failures', async () => {
    // Running until the test has seen it, then completed.
    let completed = false;
    const calls = serve({ task: 'n:2' }, [() => jsonResponse(completed ? COMPLETED : RUNNING)]);
    await renderLogsIndices();
    await deleteAllDocuments();
    const card = (await screen.findByText('Deleting documents from logs', {}, SLOW)).closest(
      '[role="status"]',
    ) as HTMLElement;
    await waitFor(() => expect(card).toHaveTextContent('10 of 42 documents · 1 batches'), SLOW);
    expect(within(card).getByRole('link', { name: 'Show in tasks' })).toHaveAttribute(
      'href',
      '/cluster/0/tasks?task=n%3A2',
    );
    completed = true;
    expect(await screen.findByText('Deleting documents from logs failed', {}, SLOW)).toBeVisible();
    expect(card).toHaveTextContent('Created 0 · updated 0 · deleted 41');
    expect(card).toHaveTextContent('Version conflicts: 1');
    expect(card).toHaveTextContent('Took 1.5 s');
    expect(card).toHaveTextContent(
      'logs/doc-1: version_conflict_engine_exception: version conflict',
    );
    expect(within(card).queryByRole('link', { name: 'Show in tasks' })).toBeNull();
    const asked = calls.filter((call) => call.url.includes('/_tasks/n:2')).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((call) => call.url.includes('/_tasks/n:2'))).toHaveLength(asked);
  });

  it('says the cluster kept no record when GET _tasks/{id} answers 404', async () => {
    serve({ task: 'noida:1' }, [
      () =>
        jsonResponse(
          {
            error: {
              type: 'resource_not_found_exception',
              reason:
                "task [noida:1] belongs to the node [noida] which isn't part of the cluster and there is no record of the task",
            },
            status: 404,
          },
          404,
        ),
    ]);
    await renderLogsIndices();
    await reindexInto('copy');
    expect(
      await screen.findByText(
        'The task finished, but the cluster kept no record of its result, so its counts cannot be shown. Check the document count of copy on the Indices screen.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(screen.getByText('Reindex logs → copy')).toBeVisible();
    // The dialog closed, and the task's notification replaces the 'started' one.
    expect(screen.queryByRole('dialog', { name: 'Reindex into...' })).toBeNull();
    expect(screen.queryByText(/Reindex into copy started/)).toBeNull();
  });

  it('says the cluster does not report progress when it has no tasks API', async () => {
    serve({ task: 'osmem-node:1' }, [
      () =>
        jsonResponse(
          { error: 'no handler found for uri [/_tasks/osmem-node:1] and method [GET]' },
          400,
        ),
    ]);
    await renderLogsIndices();
    await reindexInto('copy');
    expect(
      await screen.findByText(
        'The cluster does not report task progress (no handler found for uri [/_tasks/osmem-node:1] and method [GET]). The task was started as osmem-node:1.',
        {},
        SLOW,
      ),
    ).toBeVisible();
  });
});
