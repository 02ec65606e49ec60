import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { connectedTo, header } from '../support/ui';
import { engineCall } from '../support/engineApi';
import { fulfillFromSpec } from '../support/specAnswer';

// Snapshot lifecycle policies. Neither engine serves _slm,
// so the policy API is played by a browser route answering like Elasticsearch's reference
// (GET/PUT/DELETE _slm/policy/{id}, PUT _slm/policy/{id}/_execute); the repository they write
// to is a real one on noida-db. Without the route, the engine's own answer to _slm shows the
// cluster does not support policies.

test.use({ predefinedClusters: [{ name: 'slm', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 120_000 });

let repository = '';

test.beforeEach(async ({ engine }, testInfo) => {
  test.skip(engine.kind !== 'elasticsearch', 'osmem-server has no _snapshot, so there is no repository row to open policies from');
  repository = `slm-${testInfo.workerIndex}-${Date.now().toString(36)}`;
  await engineCall(engine, 'PUT', `_snapshot/${repository}`, { type: 'fs', settings: { location: `/tmp/${repository}` } });
});

test.afterEach(async ({ engine }) => {
  if (engine.kind === 'elasticsearch') await engineCall(engine, 'DELETE', `_snapshot/${repository}`).catch(() => undefined);
});

// ---- the documented _slm/policy API ------------------------------------------------------

interface Policy {
  name: string;
  schedule: string;
  repository: string;
  config?: { indices?: string[]; ignore_unavailable?: boolean; include_global_state?: boolean };
  retention?: { expire_after?: string; max_count?: number; min_count?: number };
}

/** One entry of GET _slm/policy as the reference shows it. */
function entry(id: string, policy: Policy, version = 1) {
  return {
    version,
    modified_date: '2099-05-06T01:30:00.000Z',
    modified_date_millis: 4081757400000,
    policy,
    stats: { policy: id, snapshots_taken: 0, snapshots_failed: 0, snapshots_deleted: 0, snapshot_deletion_failures: 0 },
    next_execution: '2099-05-07T01:30:00.000Z',
    next_execution_millis: 4081843800000,
  };
}

function errorBody(status: number, type: string, reason: string) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status };
}

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A fake SLM API over `policies`; records what the app sent. `broken` ids fail to load. */
async function serveSlm(context: BrowserContext, engine: Engine, policies: Map<string, Policy>, broken: string[] = []): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await context.route(
    (url) => url.origin === engine.url && url.pathname.startsWith('/_slm/'),
    async (route: Route) => {
      const request = route.request();
      const origin = (await request.headerValue('origin')) ?? '*';
      const cors = {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
        'access-control-allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
      };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const path = decodeURIComponent(new URL(request.url()).pathname);
      sent.push({ method: request.method(), path, body: request.postDataJSON() as unknown });
      const [status, body] = slmAnswer(request.method(), path, request.postDataJSON() as Policy | null, policies, broken);
      // Elasticsearch answers only the retention fields a policy sets (its documented examples
      // of a policy without retention, or with expire_after alone); the specification's Retention
      // marks all three required.
      const accept = ['$.*.policy.retention.expire_after', '$.*.policy.retention.min_count', '$.*.policy.retention.max_count'];
      return fulfillFromSpec(route, { engine: engine.kind, method: request.method(), path, status, body, accept, headers: cors });
    },
  );
  return sent;
}

function slmAnswer(method: string, path: string, body: Policy | null, policies: Map<string, Policy>, broken: string[]): [number, unknown] {
  const match = /^\/_slm\/policy(?:\/([^/]+))?(\/_execute)?$/.exec(path);
  const id = match?.[1];
  const missing = () => errorBody(404, 'resource_not_found_exception', `snapshot lifecycle policy or policies [${id}] not found, no policies are configured`);
  if (!match) return [400, { error: `no handler found for uri [${path}] and method [${method}]` }];
  if (method === 'GET' && !id) return [200, Object.fromEntries([...policies].map(([key, policy]) => [key, entry(key, policy)]))];
  if (!id) return [405, { error: 'Incorrect HTTP method', status: 405 }];
  if (method === 'PUT' && body && !match[2]) {
    policies.set(id, body);
    return [200, { acknowledged: true }];
  }
  const policy = policies.get(id);
  if (!policy || broken.includes(id)) return [404, missing()];
  if (method === 'GET') return [200, { [id]: entry(id, policy, 2) }];
  if (method === 'PUT' && match[2]) return [200, { snapshot_name: `${id}-2099.05.06-gwrqoo2xtea3q57vvg0uea` }];
  if (method === 'DELETE') {
    policies.delete(id);
    return [200, { acknowledged: true }];
  }
  return [405, { error: 'Incorrect HTTP method', status: 405 }];
}

// ---- the screen ---------------------------------------------------------------------------

function notification(page: Page, title: string): Locator {
  return page.getByRole('status').filter({ hasText: title });
}

async function openPolicies(page: Page, engine: Engine): Promise<Locator> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('slm', engine.url));
  await header(page).getByRole('link', { name: 'Snapshots' }).click();
  await page.getByRole('button', { name: `Policies of ${repository}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage snapshot policies' });
  await expect(dialog).toContainText(`Repository: ${repository}`);
  return dialog;
}

const bodyRows = (dialog: Locator) => dialog.getByRole('table').getByRole('row').filter({ has: dialog.page().getByRole('cell') });

function seed(): Map<string, Policy> {
  return new Map<string, Policy>([
    ['weekly', { name: '<weekly-{now/w}>', schedule: '0 0 3 ? * SUN', repository, config: { indices: ['*'] }, retention: { expire_after: '30d', min_count: 5, max_count: 50 } }],
    ['daily', { name: '<daily-snap-{now/d}>', schedule: '0 30 1 * * ?', repository, config: { indices: ['data-*', 'important'], ignore_unavailable: false, include_global_state: false } }],
    ['elsewhere', { name: '<other-{now/d}>', schedule: '0 0 1 * * ?', repository: 'another-repository' }],
  ]);
}

test('lists the policies of the repository, sorted by name, with their retention', async ({ page, context, engine }) => {
  await serveSlm(context, engine, seed());
  const dialog = await openPolicies(page, engine);
  await expect(bodyRows(dialog)).toHaveCount(2);
  await expect(bodyRows(dialog).nth(0)).toContainText('daily<daily-snap-{now/d}>0 30 1 * * ?');
  await expect(bodyRows(dialog).nth(1)).toContainText('weekly<weekly-{now/w}>0 0 3 ? * SUN30d, max 50, min 5');
  await expect(dialog).not.toContainText('elsewhere');
});

test('creates a policy through PUT with only the retention fields set', async ({ page, context, engine }) => {
  const policies = new Map<string, Policy>();
  const sent = await serveSlm(context, engine, policies);
  const dialog = await openPolicies(page, engine);
  await expect(dialog).toContainText('No snapshot policy writes to this repository yet.');
  await expect(dialog.getByRole('table')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'New policy' }).click();
  const form = page.getByRole('dialog', { name: 'New policy' });
  await expect(form.getByRole('textbox', { name: 'Indices' })).toHaveValue('*');
  await expect(form.getByText("A cron expression with seconds: '0 30 1 * * ?' runs every day at 1:30")).toBeVisible();
  const create = form.getByRole('button', { name: 'Create' });
  await form.getByRole('textbox', { name: /Policy id/ }).fill('nightly');
  await form.getByRole('textbox', { name: /Snapshot name/ }).fill('<nightly-{now/d}>');
  await expect(create).toBeDisabled();
  await form.getByRole('textbox', { name: /Schedule/ }).fill('x');
  await form.getByRole('textbox', { name: /Schedule/ }).fill('');
  await expect(form).toContainText('required');
  await form.getByRole('textbox', { name: /Schedule/ }).fill('0 30 1 * * ?');
  await form.getByRole('textbox', { name: 'Indices' }).fill(' logs-*, metrics ,, ');
  await form.getByRole('textbox', { name: 'max_count' }).fill('10');
  await create.click();

  // A sentence; the JSON answer is behind 'Copy response', not in the notification.
  await expect(notification(page, '200 OK - Policy <nightly-{now/d}> created')).toBeVisible();
  await expect(notification(page, '200 OK - Policy <nightly-{now/d}> created')).not.toContainText('"acknowledged"');
  await expect(form).toBeHidden();
  expect(sent.find((request) => request.method === 'PUT')).toEqual({
    method: 'PUT',
    path: '/_slm/policy/nightly',
    body: {
      name: '<nightly-{now/d}>',
      schedule: '0 30 1 * * ?',
      repository,
      config: { indices: ['logs-*', 'metrics'], ignore_unavailable: false, include_global_state: true },
      retention: { max_count: 10 },
    },
  });
  await expect(bodyRows(dialog)).toHaveCount(1);
  await expect(bodyRows(dialog).first()).toContainText('max 10');
});

test('edits a policy with its id read-only, and updates it through PUT', async ({ page, context, engine }) => {
  const policies = seed();
  const sent = await serveSlm(context, engine, policies);
  const dialog = await openPolicies(page, engine);
  await dialog.getByRole('button', { name: 'Edit policy daily' }).click();
  const form = page.getByRole('dialog', { name: 'Edit policy daily' });
  await expect(form.getByRole('textbox', { name: /Policy id/ })).toHaveValue('daily');
  await expect(form.getByRole('textbox', { name: /Policy id/ })).toHaveAttribute('readonly', '');
  await expect(form.getByRole('textbox', { name: 'Indices' })).toHaveValue('data-*,important');
  await expect(form.getByRole('switch', { name: 'include_global_state' })).not.toBeChecked();
  await form.getByRole('textbox', { name: /Schedule/ }).fill('0 45 2 * * ?');
  await form.getByRole('textbox', { name: 'expire_after' }).fill('7d');
  await form.getByRole('button', { name: 'Update' }).click();

  await expect(notification(page, '200 OK - Policy <daily-snap-{now/d}> updated')).toBeVisible();
  expect(sent.filter((request) => request.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      path: '/_slm/policy/daily',
      body: {
        name: '<daily-snap-{now/d}>',
        schedule: '0 45 2 * * ?',
        repository,
        config: { indices: ['data-*', 'important'], ignore_unavailable: false, include_global_state: false },
        retention: { expire_after: '7d' },
      },
    },
  ]);
  await expect(bodyRows(dialog).nth(0)).toContainText('0 45 2 * * ?7d');
});

test('executes and deletes a policy after asking, and the list reloads', async ({ page, context, engine }) => {
  const sent = await serveSlm(context, engine, seed());
  const dialog = await openPolicies(page, engine);

  await dialog.getByRole('button', { name: 'Execute policy weekly now' }).click();
  const ask = page.getByRole('dialog', { name: 'Execute policy' });
  await expect(ask).toContainText(`Take a snapshot into ${repository} with policy 'weekly' now?`);
  await ask.getByRole('button', { name: 'Execute now' }).click();
  await expect(notification(page, '200 OK - Policy weekly executed: snapshot weekly-2099.05.06-gwrqoo2xtea3q57vvg0uea started')).toBeVisible();
  expect(sent.filter((request) => request.path.endsWith('/_execute')).map((request) => `${request.method} ${request.path}`)).toEqual(['PUT /_slm/policy/weekly/_execute']);

  await dialog.getByRole('button', { name: 'Delete policy weekly' }).click();
  const question = page.getByRole('dialog', { name: 'Delete policy' });
  await expect(question).toContainText("Delete the snapshot policy 'weekly'?");
  await question.getByRole('button', { name: 'Cancel' }).click();
  expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

  await dialog.getByRole('button', { name: 'Delete policy weekly' }).click();
  await page.getByRole('dialog', { name: 'Delete policy' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(notification(page, '200 OK - Policy weekly deleted')).toBeVisible();
  expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/_slm/policy/weekly']);
  await expect(bodyRows(dialog)).toHaveCount(1);
  await expect(bodyRows(dialog).first()).toContainText('daily');
});

test('logs and tells a policy that cannot be loaded for editing', async ({ page, context, engine }) => {
  await serveSlm(context, engine, seed(), ['daily']);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const dialog = await openPolicies(page, engine);
  await dialog.getByRole('button', { name: 'Edit policy daily' }).click();
  const form = page.getByRole('dialog', { name: 'Edit policy daily' });
  await expect(form.getByRole('alert')).toContainText('Reason: snapshot lifecycle policy or policies [daily] not found');
  await expect(form.getByRole('textbox')).toHaveCount(0);
  // Shown in the dialog, so not repeated as a notification.
  await expect(notification(page, 'Not found - resource_not_found_exception')).toHaveCount(0);
  expect(logged.some((text) => text.startsWith('Failed to load policy:'))).toBe(true);
});

test('explains that a cluster without SLM has no policies', async ({ page, engine }) => {
  // No route: the engine itself answers _slm/policy with 400 'no handler found'.
  const dialog = await openPolicies(page, engine);
  await expect(dialog).toContainText('This cluster does not support snapshot lifecycle policies (SLM).');
  await expect(dialog).toContainText('no handler found for uri [/_slm/policy] and method [GET]');
  await expect(dialog.getByRole('button', { name: 'New policy' })).toHaveCount(0);
  await expect(dialog.getByRole('table')).toHaveCount(0);
});
