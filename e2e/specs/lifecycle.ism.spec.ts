import { expect } from '../fixtures/test';
import { check, report, type Finding } from '../support/axe';
import { createIndices } from '../support/engineIndices';
import { indexRow, ISM_POLICY, named, openIndices, route, test } from '../support/lifecyclePolicies';
import { answerConfirmation, chooseRowAction, closeNotification } from '../support/ui';

// Lifecycle policies on OpenSearch: ISM on the indices screen and its policies, through the
// route fixture that plays the ISM API (support/lifecycleFixture.ts) over the real engine's
// indices.

test.describe.configure({ timeout: 150_000 });

test('ISM on the indices screen: add a policy to the selection, change it, remove it, retry a failed index', async ({ page, engine, prefix }, testInfo) => {
  test.skip(engine.kind === 'elasticsearch', 'ISM is OpenSearch; the ILM tests are in lifecycle.spec.ts');
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
  await closeNotification(page, 'Policy hot-delete added to 2 indices');

  // Change the first to archive, from its row.
  await chooseRowAction(page, names[0], 'Change ISM policy…');
  const change = page.getByRole('dialog', { name: 'Change ISM policy' });
  await change.getByRole('textbox', { name: 'Policy ID' }).fill('archive');
  await change.getByRole('button', { name: 'Change policy' }).click();
  await expect(page.getByText('Policy of 1 index changed to archive')).toBeVisible();
  expect(handle.get(names[0])?.policy).toBe('archive');
  await closeNotification(page, 'Policy of 1 index changed to archive');

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

test('ISM policies: states with their transitions, a policy created as JSON with the request shown', async ({ page, engine, prefix }, testInfo) => {
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
