import { ENGINE_URL, expect } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { indexRow } from '../support/indicesScreen';
import { bulkDelete, createIndex, indexExists, openIndices, recordRequests, rowAction, setTypeToConfirm, test } from '../support/safeWrites';
import { answerConfirmation, clusterRow, connectedTo, header, openClusterMenu } from '../support/ui';

// No surprising writes: destructive dialogs open on Cancel (or on the field asking for the index
// name), deleting indices asks for the name or the count unless the setting turns it off, and a
// click anywhere on a cluster row connects (support/safeWrites.ts).

test.describe.configure({ timeout: 180_000 });

test('Enter pressed right after a destructive dialog opens deletes nothing', async ({ page, engine, prefix }) => {
  const name = `${prefix}-keep`;
  await createIndex(engine, name, 1);
  await createIndex(engine, `${prefix}-keep2`);
  const deletes = recordRequests(page, engine, 'DELETE');
  const table = await openIndices(page, engine, prefix);
  await expect(indexRow(table, name)).toBeVisible();

  // Typing on (the default): the dialog opens on the name field, and Delete waits for the name.
  await rowAction(page, name, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  await expect(question.getByRole('textbox', { name: `Type ${name} to confirm` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();

  // The bulk delete asks for the count the same way.
  await bulkDelete(page, table);
  await expect(question.getByRole('textbox', { name: 'Type 2 to confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();

  // Typing off: the dialog opens on Cancel, so Enter cancels.
  await setTypeToConfirm(page, false);
  await header(page).getByRole('link', { name: 'Indices' }).click();
  await rowAction(page, name, 'Delete');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(indexRow(table, name)).toBeVisible();

  // Deleting a document.
  await page.goto(`./cluster/0/search?index=${name}`);
  const results = page.getByRole('table', { name: 'Search results' });
  const documentRow = results.getByRole('row').filter({ has: page.getByRole('cell', { name: '1', exact: true }) });
  await documentRow.getByRole('button', { name: 'Delete document' }).click();
  const documentQuestion = page.getByRole('dialog', { name: 'Delete document' });
  await expect(documentQuestion.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(documentQuestion).toBeHidden();

  // Disconnect and reset.
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Disconnect and reset' }).click();
  const reset = page.getByRole('dialog', { name: 'Disconnect and reset' });
  await expect(reset.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reset).toBeHidden();
  await expect(header(page)).toContainText(connectedTo('safe', engine.url));
  await expect(page.getByRole('switch', { name: 'Type the index name to confirm a deletion' })).not.toBeChecked();

  expect(deletes).toEqual([]);
  expect(await indexExists(engine, name)).toBe(true);
  expect(await engineCall<{ found: boolean }>(engine, 'GET', `${name}/_doc/1`)).toMatchObject({ found: true });
});

test('deleting an index asks for its name, a bulk delete for the count', async ({ page, engine, prefix }) => {
  const [one, two, three] = ['a', 'b', 'c'].map((letter) => `${prefix}-${letter}`);
  for (const name of [one, two, three]) await createIndex(engine, name);
  const table = await openIndices(page, engine, prefix);

  await rowAction(page, one, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  const field = question.getByRole('textbox', { name: `Type ${one} to confirm` });
  const deleteButton = question.getByRole('button', { name: 'Delete', exact: true });
  await field.fill(`${prefix}-`);
  await expect(deleteButton).toBeDisabled();
  await field.fill(one.toUpperCase());
  await expect(deleteButton).toBeDisabled();
  await field.fill(one);
  await deleteButton.click();
  await expect(question).toBeHidden();
  await expect(indexRow(table, one)).toHaveCount(0);
  expect(await indexExists(engine, one)).toBe(false);

  await bulkDelete(page, table);
  await expect(question).toContainText('Delete 2 indices with all their documents?');
  await question.getByRole('textbox', { name: 'Type 2 to confirm' }).fill('1');
  await expect(deleteButton).toBeDisabled();
  await answerConfirmation(page, 'Delete index', 'Delete', { typed: '2' });
  await expect(indexRow(table, two)).toHaveCount(0);
  await expect(indexRow(table, three)).toHaveCount(0);
  expect(await indexExists(engine, two)).toBe(false);
  expect(await indexExists(engine, three)).toBe(false);
});

test('the settings switch turns the typing off, and stays off after a reload', async ({ page, engine, prefix }) => {
  const name = `${prefix}-quick`;
  await createIndex(engine, name);
  await openIndices(page, engine, prefix);
  await setTypeToConfirm(page, false);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Type the index name to confirm a deletion' })).not.toBeChecked();

  await header(page).getByRole('link', { name: 'Indices' }).click();
  await rowAction(page, name, 'Delete');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  await expect(question).toContainText(`Delete index ${name} with all its documents?`);
  await expect(question.getByRole('textbox')).toHaveCount(0);
  await question.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(question).toBeHidden();
  await expect.poll(() => indexExists(engine, name)).toBe(false);
});

test.describe('cluster dropdown', () => {
  // An array option is given as [value, options], or Playwright would read the second cluster as
  // the fixture's options.
  test.use({
    predefinedClusters: [
      [
        { name: 'first', uri: ENGINE_URL },
        { name: 'second', uri: ENGINE_URL },
      ],
      { scope: 'test' },
    ],
  });

  test('a click on the URI cell connects, the copy button does not', async ({ page, engine }) => {
    await page.goto('./');
    await expect(header(page)).toContainText(connectedTo('first', engine.url));

    let menu = await openClusterMenu(page, 'first');
    const second = clusterRow(menu, 'second');
    await expect(second).toHaveAttribute('title', `Connect to cluster at '${engine.url}'`);
    await second.getByRole('button', { name: 'Copy uri' }).click();
    await expect(menu).toBeVisible();
    await expect(header(page)).toContainText(connectedTo('first', engine.url));

    await second.getByText(engine.url, { exact: true }).click();
    await expect(header(page)).toContainText(connectedTo('second', engine.url));

    // The edit button keeps its own click (a predefined cluster's is locked and does nothing);
    // the other cells connect too.
    menu = await openClusterMenu(page, 'second');
    // force: the locked button is aria-disabled, yet a user can still click it. A forced click
    // does not wait for the dropdown to stop moving as it opens (it could land outside and close
    // it): the pointer is brought over the button first, which waits for that.
    const locked = clusterRow(menu, 'first').getByRole('button', { name: 'Edit cluster' });
    await locked.hover();
    await locked.click({ force: true });
    await expect(menu).toBeVisible();
    await expect(header(page)).toContainText(connectedTo('second', engine.url));
    await clusterRow(menu, 'first').getByText('first', { exact: true }).click();
    await expect(header(page)).toContainText(connectedTo('first', engine.url));
  });
});
