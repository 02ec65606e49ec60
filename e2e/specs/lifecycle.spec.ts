import { ENGINE_URL, expect } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { createIndices } from '../support/engineIndices';
import { failedIndices } from '../support/lifecycleFixture';
import { ILM_POLICY, indexRow, ISM_POLICY, named, openIndices, route, test } from '../support/lifecyclePolicies';
import { answerConfirmation, chooseRowAction, closeNotification, openRowSubmenuOf } from '../support/ui';

// Lifecycle policies: ILM on Elasticsearch, ISM on OpenSearch. Neither engine process serves
// them (the Elasticsearch stand-in has no _ilm, the OpenSearch one answers "no handler found" on
// _plugins/_ism), so these calls are route fixtures shaped after the engines' documented answers
// (support/lifecycleFixture.ts); the requests the console sends are checked against the
// documented request shapes there. The indices themselves are the real engine's. Here: ILM, and
// a read-only cluster on either engine; lifecycle.ism.spec.ts has ISM.

test.describe.configure({ timeout: 150_000 });

test('ILM triage: 120 failed indices in 3 groups, largest first; Retry all retries exactly one group', async ({ page, engine, prefix }, testInfo) => {
  test.skip(engine.kind === 'opensearch', 'ILM is Elasticsearch; the ISM retry is the OpenSearch test in lifecycle.ism.spec.ts');
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

test('ILM on the indices screen: the column, the explain with its reason, move to a step, remove the policy', async ({ page, engine, prefix }, testInfo) => {
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

test('ILM policies: the list with its phases and use, a policy created in the form, delete refused while in use', async ({ page, engine, prefix }, testInfo) => {
  test.skip(engine.kind === 'opensearch', 'ILM is Elasticsearch; ISM policies are the OpenSearch tests in lifecycle.ism.spec.ts');
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
  await closeNotification(page, `${prefix}-in-use`);

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

test.describe('on a read-only cluster', () => {
  test.use({ predefinedClusters: [{ name: 'lifecycle', uri: ENGINE_URL, protection: 'read-only' }] });

  test('shows policies, failed indices and the explain, and sends none of the lifecycle writes', async ({ page, engine, prefix }) => {
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
