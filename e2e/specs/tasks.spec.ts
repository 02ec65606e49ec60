import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';
import { fulfillFromSpec } from '../support/specAnswer';

// The tasks screen. noida-db serves GET _tasks grouped by parents (only its own list task, not
// cancellable); osmem-server refuses _tasks, so the screen lists _cat/tasks read-only with a
// notice. Neither engine has a running cancellable task: for the cancel and the deep link, routes
// answer GET _tasks and POST _tasks/{id}/_cancel as the Elasticsearch reference documents them.

test.use({ predefinedClusters: [{ name: 'tasks', uri: ENGINE_URL }] });

const NODE = 'oTUltX4IQMOUUVeiohTt8A';
const REINDEX_ID = `${NODE}:12345`;
const CHILD_ID = `${NODE}:12346`;

/** A task as GET _tasks?detailed=true documents it. */
function documentedTask(id: number, action: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    node: NODE,
    id,
    type: 'transport',
    action,
    description: '',
    start_time_in_millis: 1_458_585_884_904 + id,
    running_time_in_nanos: 47_402,
    cancellable: false,
    headers: {},
    ...extra,
  };
}

/** The running reindex of the reference, with the bulk request it is sending as its child. */
const REINDEX_TASK = documentedTask(12345, 'indices:data/write/reindex', {
  status: {
    total: 6154,
    updated: 3500,
    created: 0,
    deleted: 0,
    batches: 4,
    version_conflicts: 0,
    noops: 0,
    retries: { bulk: 0, search: 0 },
    throttled_millis: 0,
    requests_per_second: -1,
    throttled_until_millis: 0,
  },
  description: 'reindex from [source] to [dest][_doc]',
  start_time_in_millis: 1_458_585_000_000,
  running_time_in_nanos: 884_904_000_000,
  cancellable: true,
  cancelled: false,
  children: [
    documentedTask(12346, 'indices:data/write/bulk', {
      description: 'requests[1000], indices[dest]',
      parent_task_id: REINDEX_ID,
    }),
  ],
});

/** GET _tasks?detailed=true&group_by=parents: the list task, `extra` tasks, the reindex if running. */
function groupedAnswer(reindexRunning: boolean, extra = 0): unknown {
  const tasks: Record<string, unknown> = {
    [`${NODE}:123`]: documentedTask(123, 'cluster:monitor/tasks/lists'),
  };
  for (let i = 0; i < extra; i += 1) {
    tasks[`${NODE}:${1000 + i}`] = documentedTask(1000 + i, 'indices:data/read/search', { description: `indices[logs-${i}]` });
  }
  // Started after all the others, so the reindex and its child end the list.
  if (reindexRunning) tasks[REINDEX_ID] = { ...REINDEX_TASK, start_time_in_millis: 1_458_586_000_000 + extra };
  return { tasks };
}

/** POST _tasks/{id}/_cancel as the reference documents it: the cancelled task under its node. */
function cancelAnswer(): unknown {
  const task: Record<string, unknown> = { ...REINDEX_TASK };
  delete task.children;
  return {
    nodes: {
      [NODE]: {
        name: 'node-0',
        transport_address: '127.0.0.1:9300',
        host: '127.0.0.1',
        ip: '127.0.0.1:9300',
        roles: ['data', 'master'],
        tasks: { [REINDEX_ID]: { ...task, cancelled: true } },
      },
    },
  };
}

interface TaskRoutes {
  reindexRunning: boolean;
  cancels: string[];
}

async function fulfil(route: Route, engine: Engine, body: unknown): Promise<void> {
  const request = route.request();
  const origin = (await request.headerValue('origin')) ?? '*';
  const path = new URL(request.url()).pathname;
  await fulfillFromSpec(route, { engine: engine.kind, method: request.method(), path, body, headers: { 'access-control-allow-origin': origin } });
}

/** Routes GET _tasks and POST _tasks/{id}/_cancel; preflights go on to the engine. */
async function routeTasks(context: BrowserContext, engine: Engine, extra = 0): Promise<TaskRoutes> {
  const state: TaskRoutes = { reindexRunning: true, cancels: [] };
  await context.route(
    (url) => url.origin === new URL(engine.url).origin && url.pathname.startsWith('/_tasks'),
    async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fallback();
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname.endsWith('/_cancel')) {
        state.cancels.push(decodeURIComponent(pathname));
        return fulfil(route, engine, cancelAnswer());
      }
      return fulfil(route, engine, groupedAnswer(state.reindexRunning, extra));
    },
  );
  return state;
}

async function openTasks(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('tasks', engine.url));
  await header(page).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/tasks$/);
  return page.getByRole('table', { name: 'Tasks' });
}

const taskRow = (table: Locator, id: string) => table.locator('tbody tr').filter({ hasText: new RegExp(`${id}$|${id}\\D`) });

test("lists the engine's tasks, or _cat/tasks with a notice where _tasks is not served", async ({ page, engine }) => {
  const table = await openTasks(page, engine);
  const notice = page.getByRole('note').filter({ hasText: 'task management API' });
  if (engine.kind === 'elasticsearch') {
    // The list task of the screen's own request, with its child on the node.
    const row = table.locator('tbody tr').filter({ hasText: 'cluster:monitor/tasks/lists' }).first();
    await expect(row).toBeVisible();
    await expect(row).toContainText('transport');
    await expect(notice).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Progress' })).toBeVisible();
  } else {
    const listed = await engineCall<{ action: string }[]>(engine, 'GET', '_cat/tasks?format=json');
    await expect(notice).toContainText('This cluster does not serve the task management API');
    await expect(notice).toContainText('no handler found for uri [/_tasks]');
    await expect(notice).toContainText('_cat/tasks');
    if (listed.length > 0) await expect(table).toContainText(listed[0].action);
    await expect(table.getByRole('columnheader', { name: 'Progress' })).toHaveCount(0);
  }
  // Neither engine lists a cancellable task.
  await expect(page.getByRole('button', { name: /^Cancel task / })).toHaveCount(0);
});

test('cancels a running reindex after a confirmation, shows cancelling, then drops it', async ({ page, context, engine }) => {
  const routes = await routeTasks(context, engine);
  // Moved on below by the 2 s between the list's reloads while a task is cancelling.
  await page.clock.install();
  const table = await openTasks(page, engine);
  const reindex = taskRow(table, REINDEX_ID);
  await expect(reindex).toContainText('indices:data/write/reindex');
  await expect(reindex).toContainText('3500 of 6154 documents');
  await expect(reindex).toContainText('batches 4');
  // Oldest first, the child right after its parent.
  await expect(table.locator('tbody tr').nth(1)).toContainText(REINDEX_ID);
  await expect(table.locator('tbody tr').nth(2)).toContainText(CHILD_ID);
  await expect(taskRow(table, CHILD_ID).getByRole('button')).toHaveCount(0);

  await reindex.getByRole('button', { name: `Cancel task ${REINDEX_ID}` }).click();
  await answerConfirmation(page, 'Cancel task', 'Cancel task', {
    text: `Cancel the task indices:data/write/reindex (${REINDEX_ID})?`,
  });
  await expect(reindex.getByText('cancelling', { exact: true })).toBeVisible();
  expect(routes.cancels).toEqual([`/_tasks/${REINDEX_ID}/_cancel`]);
  await expect(reindex.getByRole('button', { name: `Cancel task ${REINDEX_ID}` })).toHaveCount(0);

  // The next answers no longer list the task: its row goes.
  routes.reindexRunning = false;
  await page.clock.fastForward(2_000);
  await expect(reindex).toHaveCount(0, { timeout: 15_000 });
  await expect(table).toContainText('cluster:monitor/tasks/lists');
  expect(routes.cancels).toHaveLength(1);
});

test('a deep link scrolls to and highlights its task, and says when it is not running', async ({ page, context, engine }) => {
  // 400 tasks: the table scrolls virtually, and the linked child sits at its end.
  await routeTasks(context, engine, 400);
  await page.goto(`./cluster/0/tasks?task=${encodeURIComponent(CHILD_ID)}`);
  const table = page.getByRole('table', { name: 'Tasks' });
  const child = table.locator('tbody tr[aria-current="true"]');
  await expect(child).toContainText(CHILD_ID);
  await expect(child).toBeInViewport();
  await expect(page.getByText(/is not running any more/)).toHaveCount(0);

  await page.goto(`./cluster/0/tasks?task=${encodeURIComponent(`${NODE}:99`)}`);
  await expect(page.getByText(`Task ${NODE}:99 is not running any more`)).toBeVisible();
  await expect(table.locator('tbody tr[aria-current="true"]')).toHaveCount(0);
});
