import type { Locator, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, chooseRowAction, connectedTo, header } from '../support/ui';
import { fulfillFromSpec } from '../support/specAnswer';

// Long index tasks started from the Indices screen's row menu, followed in a notification to
// their result. The writes go to the real engine. Neither engine keeps a running task to ask
// about: the Elasticsearch stand-in copies at once and answers GET _tasks/{id} with 404 (no
// record), the OpenSearch stand-in has no tasks API (400 no handler). So where a test follows a
// task's progress, GET _tasks/{id} alone is served by a route, shaped like the Elasticsearch
// reference's answers of GET _tasks/<task_id>; without the route each engine's own answer shows.

test.use({ predefinedClusters: [{ name: 'progress', uri: ENGINE_URL }] });

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `tp-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  const rows = await engineCall<{ index: string }[]>(engine, 'GET', '_cat/indices?format=json&h=index');
  for (const { index } of rows.filter((row) => row.index.startsWith(prefix))) {
    await engineCall(engine, 'DELETE', encodeURIComponent(index)).catch(() => undefined);
  }
});

// ---- the engine -----------------------------------------------------------------------------

async function createIndexWithDocuments(engine: Engine, index: string, count: number): Promise<void> {
  await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
  for (let i = 0; i < count; i += 1) {
    await engineCall(engine, 'PUT', `${index}/_doc/${i + 1}?refresh=true`, { n: i });
  }
}

async function docsCount(engine: Engine, index: string): Promise<number> {
  await engineCall(engine, 'POST', `${index}/_refresh`);
  return (await engineCall<{ count: number }>(engine, 'GET', `${index}/_count`)).count;
}

// ---- GET _tasks/{id}, served by a route -------------------------------------------------------

/** The running reindex, as GET _tasks/<id> answers it (Elasticsearch reference). */
function runningTask(taskId: string, source: string, dest: string, total: number) {
  const [node, id] = taskId.split(':');
  return {
    completed: false,
    task: {
      node,
      id: Number(id),
      type: 'transport',
      action: 'indices:data/write/reindex',
      status: {
        total,
        updated: 0,
        created: 1,
        deleted: 0,
        batches: 1,
        version_conflicts: 0,
        noops: 0,
        retries: { bulk: 0, search: 0 },
        throttled_millis: 0,
        requests_per_second: -1,
        throttled_until_millis: 0,
      },
      description: `reindex from [${source}] to [${dest}]`,
      start_time_in_millis: Date.now(),
      running_time_in_nanos: 1_000_000_000,
      cancellable: true,
      cancelled: false,
      headers: {},
    },
  };
}

/** The same task completed, with the reindex's response and `failures`. */
function completedTask(running: ReturnType<typeof runningTask>, created: number, failures: unknown[]) {
  const total = running.task.status.total;
  return {
    completed: true,
    task: { ...running.task, status: { ...running.task.status, created, batches: 1 } },
    response: {
      took: 1234,
      timed_out: false,
      total,
      updated: 0,
      created,
      deleted: 0,
      batches: 1,
      version_conflicts: 0,
      noops: 0,
      retries: { bulk: 0, search: 0 },
      throttled: '0s',
      throttled_millis: 0,
      requests_per_second: -1,
      throttled_until: '0s',
      throttled_until_millis: 0,
      failures,
    },
  };
}

interface TaskRoute {
  /** The task ids the page asked about. */
  asked: string[];
  /** From now on the route answers that the task completed. */
  complete: () => void;
}

/** Answers GET _tasks/{id} with the running task until `complete()`, then with its result. */
async function routeTaskStatus(
  page: Page,
  engine: Engine,
  source: string,
  dest: string,
  total: number,
  failures: unknown[],
): Promise<TaskRoute> {
  const asked: string[] = [];
  let completed = false;
  await page.route(
    (url) => url.origin === engine.url && url.pathname.startsWith('/_tasks/'),
    async (route: Route) => {
      // A preflight, if any, goes on to the engine (or the CORS route of the OpenSearch engine).
      if (route.request().method() !== 'GET') return route.fallback();
      const taskId = decodeURIComponent(new URL(route.request().url()).pathname.slice('/_tasks/'.length));
      asked.push(taskId);
      const running = runningTask(taskId, source, dest, total);
      const body = completed ? completedTask(running, total - failures.length, failures) : running;
      const path = new URL(route.request().url()).pathname;
      await fulfillFromSpec(route, { engine: engine.kind, method: 'GET', path, body, headers: { 'access-control-allow-origin': '*' } });
    },
  );
  return { asked, complete: () => (completed = true) };
}

// ---- the screen -----------------------------------------------------------------------------

async function openIndices(page: Page, engine: Engine): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('progress', engine.url));
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/indices$/);
  await page.getByRole('textbox', { name: 'Filter' }).fill(prefix);
  await expect(page.getByRole('link', { name: `${prefix}-src`, exact: true })).toBeVisible();
}

async function rowAction(page: Page, index: string, item: string): Promise<void> {
  await chooseRowAction(page, index, item);
}

/** Reindexes `source` into `dest` from the row menu; resolves to the task id the engine gave. */
async function reindexFromRow(page: Page, source: string, dest: string): Promise<string> {
  await rowAction(page, source, 'Reindex');
  const dialog = page.getByRole('dialog', { name: 'Reindex into...' });
  await dialog.getByRole('textbox', { name: 'Destination index' }).fill(dest);
  // The POST's answer, not its CORS preflight's.
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/_reindex',
  );
  await dialog.getByRole('button', { name: 'Reindex' }).click();
  const { task } = (await (await answer).json()) as { task: string };
  expect(task).toMatch(/^[^:]+:\d+$/);
  return task;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function notification(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

// ---- reindex, followed to its result --------------------------------------------------------

const FAILURE = {
  index: 'DEST',
  id: '2',
  cause: {
    type: 'mapper_parsing_exception',
    reason: "failed to parse field [n] of type [date] in document with id '2'",
  },
  status: 400,
};

for (const withFailure of [false, true]) {
  test(`a reindex from the row menu shows its progress, then its result${withFailure ? ' with a failure' : ''}`, async ({
    page,
    engine,
  }) => {
    const source = `${prefix}-src`;
    const dest = `${prefix}-dst`;
    await createIndexWithDocuments(engine, source, 3);
    const failures = withFailure ? [{ ...FAILURE, index: dest }] : [];
    const tasks = await routeTaskStatus(page, engine, source, dest, 3, failures);
    // Moved on at the end, past the page's longest wait between two asks.
    await page.clock.install();
    await openIndices(page, engine);

    const task = await reindexFromRow(page, source, dest);
    const running = notification(page, `Reindexing ${source} → ${dest}`);
    await expect(running).toContainText('1 of 3 documents · 1 batches');
    await expect(running.getByRole('progressbar', { name: 'Task progress' })).toBeVisible();
    await expect(running.getByRole('link', { name: 'Show in tasks' })).toHaveAttribute(
      'href',
      `/cluster/0/tasks?task=${encodeURIComponent(task)}`,
    );
    expect(tasks.asked).toContain(task);

    tasks.complete();
    if (withFailure) {
      const result = notification(page, `Reindex ${source} → ${dest} failed`);
      await expect(result).toContainText('Created 2 · updated 0 · deleted 0');
      await expect(result).toContainText('Failures: 1');
      await expect(result).toContainText(
        `${dest}/2: mapper_parsing_exception: failed to parse field [n] of type [date] in document with id '2'`,
      );
    } else {
      const result = notification(page, `Reindexed ${source} → ${dest}`);
      await expect(result).toContainText('Created 3 · updated 0 · deleted 0');
      await expect(result).toContainText('Version conflicts: 0');
      await expect(result).toContainText('Took 1.2 s');
      await expect(result.getByRole('link', { name: 'Show in tasks' })).toHaveCount(0);
    }
    // The copy itself ran on the engine (the failure above is the route's, not the engine's).
    await expect.poll(() => docsCount(engine, dest).catch(() => -1), { timeout: 30_000 }).toBe(3);
    // Completed: the page stops asking, though its clock moves on by 10 s (an ask sent then would
    // reach the route within the half second after).
    const asked = tasks.asked.length;
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(500);
    expect(tasks.asked).toHaveLength(asked);
  });
}

test('a reindex on an engine that keeps no task says what it can', async ({ page, engine }) => {
  const source = `${prefix}-src`;
  const dest = `${prefix}-dst`;
  await createIndexWithDocuments(engine, source, 2);
  await openIndices(page, engine);

  const task = await reindexFromRow(page, source, dest);
  const shown = notification(page, `Reindex ${source} → ${dest}`);
  if (engine.kind === 'elasticsearch') {
    // GET _tasks/{id}: 404 resource_not_found_exception, the task is over and left no record.
    await expect(shown).toContainText(
      `The task finished, but the cluster kept no record of its result, so its counts cannot be shown. Check the document count of ${dest} on the Indices screen.`,
    );
  } else {
    // GET _tasks/{id}: 400 no handler found for uri, quoted as the engine said it.
    await expect(shown).toContainText(
      new RegExp(
        `The cluster does not report task progress \\(no handler found for uri \\[/_tasks[^\\]]*\\] and method \\[GET\\]\\)\\. The task was started as ${escapeRegExp(task)}\\.`,
      ),
    );
  }
  await expect.poll(() => docsCount(engine, dest).catch(() => -1), { timeout: 30_000 }).toBe(2);
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(shown).toHaveCount(0);
});

// ---- delete by query --------------------------------------------------------------------------

test('delete all documents from the row menu shows its result', async ({ page, engine }) => {
  const source = `${prefix}-src`;
  await createIndexWithDocuments(engine, source, 3);
  await openIndices(page, engine);

  await rowAction(page, source, 'Delete all documents (delete by query)');
  await answerConfirmation(page, 'Delete all documents', 'Delete all documents');
  if (engine.kind === 'elasticsearch') {
    // The engine answers the final result at once, without a task.
    const result = notification(page, `Deleted documents from ${source}`);
    await expect(result).toContainText('Created 0 · updated 0 · deleted 3');
    await expect(result).toContainText('Version conflicts: 0');
  } else {
    // The engine starts a task and has no tasks API to follow it with.
    const shown = notification(page, `Deleting documents from ${source}`);
    await expect(shown).toContainText(
      /The cluster does not report task progress \(no handler found for uri \[\/_tasks[^\]]*\] and method \[GET\]\)\. The task was started as [^ ]+:\d+\./,
    );
  }
  await expect.poll(() => docsCount(engine, source), { timeout: 30_000 }).toBe(0);
});
