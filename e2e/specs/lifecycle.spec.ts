import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { engineCall } from '../support/engineApi';
import { failedIndices, routeLifecycle, type LifecycleHandle, type LifecycleRouteOptions } from '../support/lifecycleFixture';
import { answerConfirmation, chooseRowAction, connectedTo, header, openRowSubmenuOf } from '../support/ui';

// Lifecycle policies: ILM on Elasticsearch, ISM on OpenSearch. Neither engine process serves
// them (the Elasticsearch stand-in has no _ilm, the OpenSearch one answers "no handler found" on
// _plugins/_ism), so these calls are route fixtures shaped after the engines' documented answers
// (support/lifecycleFixture.ts); the requests the console sends are checked against the
// documented request shapes there. The indices themselves are the real engine's.

test.use({ predefinedClusters: [{ name: 'lifecycle', uri: ENGINE_URL }] });
test.describe.configure({ timeout: 150_000 });

let prefix = '';

test.beforeEach(async ({}, testInfo) => {
  prefix = `lc-${testInfo.workerIndex}-${Date.now().toString(36)}`;
});

test.afterEach(async ({ engine }) => {
  await engineCall(engine, 'DELETE', `${prefix}-*`).catch(() => undefined);
});

const ILM_POLICY = {
  phases: {
    hot: { min_age: '0ms', actions: { rollover: { max_age: '1d' }, set_priority: { priority: 100 } } },
    warm: { min_age: '7d', actions: { shrink: { number_of_shards: 1 } } },
    delete: { min_age: '30d', actions: { delete: {} } },
  },
};

const ISM_POLICY = (id: string) => ({
  description: `${id} policy`,
  default_state: 'hot',
  states: [
    { name: 'hot', actions: [{ rollover: { min_doc_count: 100 } }], transitions: [{ state_name: 'delete', conditions: { min_index_age: '30d' } }] },
    { name: 'delete', actions: [{ delete: {} }], transitions: [] },
  ],
  ism_template: [{ index_patterns: ['logs-*'], priority: 100 }],
});

async function route(page: Page, engine: Engine, options: Omit<LifecycleRouteOptions, 'distribution'>): Promise<LifecycleHandle> {
  return routeLifecycle(page.context(), engine.url, { distribution: engine.kind, ...options });
}

async function createIndices(engine: Engine, names: string[]): Promise<void> {
  for (const name of names) await engineCall(engine, 'PUT', name, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
}

async function openIndices(page: Page, engine: Engine): Promise<void> {
  await page.goto('./cluster/0/indices');
  await expect(header(page)).toContainText(connectedTo('lifecycle', engine.url));
  await expect(page.getByRole('table', { name: 'Indices' })).toBeVisible();
}

const indexRow = (page: Page, index: string) => page.getByRole('table', { name: 'Indices' }).getByRole('row').filter({ has: page.getByRole('link', { name: index, exact: true }) });

/** The index names the requests of `method` whose path holds `marker` named, from the fixture's log. */
function named(handle: LifecycleHandle, method: string, pattern: RegExp): string[] {
  return handle.indicesOf(method, pattern).sort();
}

test('ILM triage: 120 failed indices in 3 groups, largest first; Retry all retries exactly one group', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind === 'opensearch', 'ILM is Elasticsearch; the ISM retry is the OpenSearch test below');
  const managed = failedIndices(prefix, [40, 50, 30]);
  const handle = await route(page, engine, { managed, policies: [{ name: 'policy-0', policy: ILM_POLICY }] });
  const findings: Finding[] = [];

  await openIndices(page, engine);
  await expect(page.getByText('120 indices failed a lifecycle step.')).toBeVisible();
  await page.getByRole('link', { name: 'Show the failed indices' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/lifecycle\?view=failed$/);
  await expect(page.getByText('120 failed indices, grouped by failed step and reason')).toBeVisible();
  const groups = page.getByRole('region', { name: /indices$/ });
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(0)).toHaveAccessibleName('wait-for-shard-history-leases, 50 indices');
  await expect(groups.nth(1)).toHaveAccessibleName('check-rollover-ready, 40 indices');
  await expect(groups.nth(2)).toHaveAccessibleName('shrink, 30 indices');
  await expect(groups.nth(1)).toContainText('setting [index.lifecycle.rollover_alias] for index [logs] is empty or not defined');
  await check(page, 'lifecycle triage', findings, testInfo);

  // One question naming the count, then the retry for exactly that group's 40 indices.
  await groups.nth(1).getByRole('button', { name: 'Retry all in this group' }).click();
  const question = page.getByRole('dialog', { name: 'Retry the failed lifecycle step' });
  await expect(question).toContainText('Retry the failed step of 40 indices?');
  await check(page, 'lifecycle retry question', findings, testInfo);
  await question.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('Retried 40 of 40 indices')).toBeVisible();
  const group = managed.filter((seed) => seed.failed?.step === 'check-rollover-ready').map((seed) => seed.index).sort();
  expect(group).toHaveLength(40);
  expect(named(handle, 'POST', /^\/([^/]+)\/_ilm\/retry$/)).toEqual(group);
  // The list is asked again: two groups are left.
  await expect(groups).toHaveCount(2);
  await expect(page.getByText('80 failed indices, grouped by failed step and reason')).toBeVisible();
  expect(findings, report(findings)).toEqual([]);
});

test('ILM on the indices screen: the column, the explain with its reason, move to a step, remove the policy', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind === 'opensearch', 'ILM is Elasticsearch');
  const [failing, resting] = [`${prefix}-app-000001`, `${prefix}-app-000002`];
  await createIndices(engine, [failing, resting]);
  const handle = await route(page, engine, {
    managed: [
      { index: failing, policy: 'logs', phase: 'hot', action: 'rollover', step: 'ERROR', failed: { step: 'check-rollover-ready', reason: `index.lifecycle.rollover_alias [logs] does not point to index [${failing}]`, retries: 2 } },
      { index: resting, policy: 'logs', phase: 'hot', action: 'rollover', step: 'check-rollover-ready' },
    ],
    policies: [{ name: 'logs', policy: ILM_POLICY }],
  });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await expect(indexRow(page, failing)).toContainText('ERROR');
  await expect(indexRow(page, resting)).toContainText('hot › rollover › check-rollover-ready');
  await page.getByRole('textbox', { name: 'Lifecycle' }).click();
  await page.getByRole('option', { name: 'Failed (ERROR)' }).click();
  await expect(indexRow(page, resting)).toHaveCount(0);
  await expect(indexRow(page, failing)).toBeVisible();

  await indexRow(page, failing).getByRole('button', { name: `Explain the lifecycle of ${failing}` }).click();
  const explain = page.getByRole('dialog', { name: `Lifecycle of ${failing}` });
  await expect(explain).toContainText(`index.lifecycle.rollover_alias [logs] does not point to index [${failing}]`);
  await expect(explain).toContainText('check-rollover-ready');
  await check(page, 'lifecycle explain', findings, testInfo);

  // Move to the warm phase: the body names where the index is (its failed step) and where it goes.
  await explain.getByRole('button', { name: 'Move to step…' }).click();
  const move = page.getByRole('dialog').filter({ hasText: 'ILM runs the chosen step next' });
  await move.getByRole('textbox', { name: 'Phase' }).click();
  await page.getByRole('option', { name: 'warm' }).click();
  await expect(move.getByTestId('lifecycle-request')).toContainText(`POST _ilm/move/${failing}`);
  await check(page, 'lifecycle move to step', findings, testInfo);
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await answerConfirmation(page, 'Move to another step', 'Move', { text: `Move ${failing} to phase warm?` });
  await expect(page.getByText(`Moved ${failing} to phase warm`)).toBeVisible();
  const moveRequest = handle.requests.find((sent) => sent.method === 'POST' && sent.path.endsWith(`/_ilm/move/${failing}`));
  expect(moveRequest?.body).toEqual({
    current_step: { phase: 'hot', action: 'rollover', name: 'ERROR' },
    next_step: { phase: 'warm' },
  });
  expect(handle.get(failing)?.phase).toBe('warm');
  await page.keyboard.press('Escape');

  // Remove the policy from the other index, after the question.
  await page.getByRole('textbox', { name: 'Lifecycle' }).click();
  await page.getByRole('option', { name: 'Managed', exact: true }).click();
  await chooseRowAction(page, resting, 'Remove ILM policy');
  await answerConfirmation(page, 'Remove ILM policy', 'Remove policy', { text: resting });
  await expect.poll(() => named(handle, 'POST', /^\/([^/]+)\/_ilm\/remove$/)).toEqual([resting]);
  expect(handle.get(resting)).toBeUndefined();
  expect(findings, report(findings)).toEqual([]);
});

test('ILM policies: the list with its phases and use, a policy created in the form, delete refused while in use', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind === 'opensearch', 'ILM is Elasticsearch; ISM policies are the OpenSearch tests');
  const handle = await route(page, engine, {
    managed: [{ index: `${prefix}-in-use`, policy: 'logs', phase: 'hot', action: 'rollover', step: 'check-rollover-ready' }],
    policies: [{ name: 'logs', policy: ILM_POLICY }],
  });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await page.getByRole('link', { name: 'Lifecycle policies', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Lifecycle policies' })).toBeVisible();
  await expect(page.getByText('ILM: running')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'logs' }).first();
  await expect(row).toContainText('1 index');
  await check(page, 'ILM policies', findings, testInfo);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `${prefix}-in-use` })).toBeVisible();
  expect(handle.requests.filter((sent) => sent.method === 'DELETE')).toEqual([]);

  await page.getByRole('button', { name: 'New policy' }).click();
  const editor = page.getByRole('dialog', { name: /New ILM policy/ });
  await editor.getByRole('textbox', { name: 'Name' }).fill(`${prefix}-policy`);
  await check(page, 'ILM policy editor', findings, testInfo);
  // Typed as JSON, read back by the form, saved: the engine gets exactly that body.
  await editor.getByText('JSON', { exact: true }).click();
  const json = editor.getByRole('textbox', { name: 'Policy JSON', exact: true });
  await expect(json).toContainText('"phases"');
  const body = { policy: { phases: { hot: { min_age: '0ms', actions: { rollover: { max_age: '7d', max_primary_shard_size: '50gb' } } }, delete: { min_age: '90d', actions: { delete: {} } } } } };
  await json.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(JSON.stringify(body, null, 2));
  await editor.getByText('Form', { exact: true }).click();
  await expect(editor.getByRole('textbox', { name: /Maximum age/ })).toHaveValue('7d');
  await editor.getByRole('button', { name: /^(Create|Save)/ }).click();
  await expect(editor).toBeHidden();
  const put = handle.requests.find((sent) => sent.method === 'PUT');
  expect(put?.path).toMatch(new RegExp(`/_ilm/policy/${prefix}-policy$`));
  expect(put?.body).toEqual(body);
  expect(findings, report(findings)).toEqual([]);
});

test('ISM on the indices screen: add a policy to the selection, change it, remove it, retry a failed index', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind === 'elasticsearch', 'ISM is OpenSearch; the ILM tests are above');
  const names = [`${prefix}-logs-1`, `${prefix}-logs-2`];
  const failing = `${prefix}-logs-3`;
  await createIndices(engine, [...names, failing]);
  const handle = await route(page, engine, {
    managed: [{ index: failing, policy: 'hot-delete', phase: 'hot', action: 'rollover', step: 'attempt_rollover', failed: { step: 'attempt_rollover', reason: 'Missing rollover_alias index setting [index=' + failing + ']', retries: 3 } }],
    unmanaged: names,
    policies: [{ name: 'hot-delete', policy: ISM_POLICY('hot-delete') }, { name: 'archive', policy: ISM_POLICY('archive') }],
  });
  const findings: Finding[] = [];
  await openIndices(page, engine);
  await expect(indexRow(page, failing)).toContainText('ERROR');

  // Add: the two selected indices get hot-delete.
  await page.getByRole('textbox', { name: 'Filter' }).fill(`${prefix}-logs-`);
  for (const name of names) await indexRow(page, name).getByRole('checkbox', { name: 'Select row' }).check();
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Add ISM policy…', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add ISM policy' });
  await add.getByRole('textbox', { name: 'Policy ID' }).fill('hot-delete');
  await expect(add.getByTestId('lifecycle-request')).toContainText(`POST _plugins/_ism/add/${names.join(',')}`);
  await check(page, 'ISM add policy', findings, testInfo);
  await add.getByRole('button', { name: 'Add policy' }).click();
  await expect(page.getByText('Policy hot-delete added to 2 indices')).toBeVisible();
  const added = handle.requests.find((sent) => sent.path.includes('/_plugins/_ism/add/'));
  expect(added?.body).toEqual({ policy_id: 'hot-delete' });
  expect(named(handle, 'POST', /\/_plugins\/_ism\/add\/([^/?]+)$/)).toEqual(names);
  expect(names.map((name) => handle.get(name)?.policy)).toEqual(['hot-delete', 'hot-delete']);

  // Change the first to archive, from its row.
  await chooseRowAction(page, names[0], 'Change ISM policy…');
  const change = page.getByRole('dialog', { name: 'Change ISM policy' });
  await change.getByRole('textbox', { name: 'Policy ID' }).fill('archive');
  await change.getByRole('button', { name: 'Change policy' }).click();
  await expect(page.getByText('Policy of 1 index changed to archive')).toBeVisible();
  expect(handle.get(names[0])?.policy).toBe('archive');

  // Remove it from the second.
  await chooseRowAction(page, names[1], 'Remove ISM policy');
  await answerConfirmation(page, 'Remove ISM policy', 'Remove policy', { text: names[1] });
  await expect.poll(() => named(handle, 'POST', /\/_plugins\/_ism\/remove\/([^/?]+)$/)).toEqual([names[1]]);
  expect(handle.get(names[1])).toBeUndefined();

  // Retry the failed one from the triage view.
  await page.goto('./cluster/0/lifecycle?view=failed');
  const group = page.getByRole('region', { name: 'rollover, 1 index' });
  await expect(group).toContainText(failing);
  await check(page, 'ISM triage', findings, testInfo);
  await group.getByRole('button', { name: 'Retry all in this group' }).click();
  await page.getByRole('dialog', { name: 'Retry the failed lifecycle step' }).getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('Retried 1 of 1 index')).toBeVisible();
  expect(named(handle, 'POST', /\/_plugins\/_ism\/retry\/([^/?]+)$/)).toEqual([failing]);
  expect(handle.get(failing)?.failed).toBeUndefined();
  expect(findings, report(findings)).toEqual([]);
});

test('ISM policies: states with their transitions, a policy created as JSON with the request shown', async ({ page, engine }, testInfo) => {
  test.skip(engine.kind === 'elasticsearch', 'ISM is OpenSearch');
  const handle = await route(page, engine, { managed: [], policies: [{ name: 'hot-delete', policy: ISM_POLICY('hot-delete') }] });
  const findings: Finding[] = [];
  await page.goto('./cluster/0/lifecycle');
  await expect(page.getByText('Index State Management (ISM)')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'hot-delete' }).first();
  await expect(row).toContainText('delete (after 30d)');
  await expect(row).toContainText('logs-*');
  await check(page, 'ISM policies', findings, testInfo);
  await page.getByRole('button', { name: 'New policy' }).click();
  const editor = page.getByRole('dialog', { name: /New ISM policy/ });
  await editor.getByRole('textbox', { name: /Policy ID/ }).fill(`${prefix}-policy`);
  await expect(editor).toContainText(`PUT _plugins/_ism/policies/${prefix}-policy`);
  await check(page, 'ISM policy editor', findings, testInfo);
  await editor.getByRole('button', { name: /^(Create|Save)/ }).click();
  await expect(editor).toBeHidden();
  const put = handle.requests.find((sent) => sent.method === 'PUT');
  expect(put?.path).toMatch(new RegExp(`/_plugins/_ism/policies/${prefix}-policy$`));
  expect(put?.body).toMatchObject({ policy: { default_state: expect.any(String), states: expect.any(Array) } });
  expect(findings, report(findings)).toEqual([]);
});

test.describe('on a read-only cluster', () => {
  test.use({ predefinedClusters: [{ name: 'lifecycle', uri: ENGINE_URL, protection: 'read-only' }] });

  test('shows policies, failed indices and the explain, and sends none of the lifecycle writes', async ({ page, engine }) => {
    const failing = `${prefix}-ro-1`;
    await createIndices(engine, [failing]);
    const es = engine.kind === 'elasticsearch';
    const handle = await route(page, engine, {
      managed: [{ index: failing, policy: 'p', phase: 'hot', action: 'rollover', step: 'ERROR', failed: { step: 'check-rollover-ready', reason: 'no alias' } }],
      policies: [{ name: 'p', policy: es ? ILM_POLICY : ISM_POLICY('p') }],
    });
    await openIndices(page, engine);
    await indexRow(page, failing).getByRole('button', { name: `Explain the lifecycle of ${failing}` }).click();
    const explain = page.getByRole('dialog', { name: `Lifecycle of ${failing}` });
    await expect(explain).toContainText('no alias');
    await expect(explain.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(explain.getByRole('button', { name: 'Move to step…' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Nor does the row menu offer a lifecycle write.
    await page.getByRole('button', { name: `Actions for ${failing}`, exact: true }).click();
    await openRowSubmenuOf(page, 'Explain lifecycle');
    await expect(page.getByRole('menuitem', { name: 'Explain lifecycle', exact: true })).toBeVisible();
    for (const item of ['Retry lifecycle step', 'Remove ILM policy', 'Remove ISM policy', 'Change ISM policy…', 'Add ISM policy…']) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await page.goto('./cluster/0/lifecycle?view=failed');
    await expect(page.getByRole('button', { name: 'Retry all in this group' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: `Retry ${failing}` })).toHaveCount(0);
    await page.goto('./cluster/0/lifecycle');
    await expect(page.getByRole('button', { name: 'New policy' })).toBeDisabled();
    expect(handle.requests.filter((sent) => sent.method !== 'GET')).toEqual([]);
  });
});
