import { expect } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { addDocuments, createIndices } from '../support/engineIndices';
import { CELL, indexRow, openIndices, test } from '../support/indicesScreen';

// The indices table: hidden indices, the filter (by uuid, and a selection made as it applies),
// and the filter, sorting and sticky header kept over a reload.

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

test('a hidden index shows only with show hidden indices on', async ({ page, engine, prefix }) => {
  const hidden = `.${prefix}-hidden`;
  const shown = `${prefix}-shown`;
  await createIndices(engine, [hidden, shown]);
  const table = await openIndices(page, engine, prefix);
  await expect(indexRow(table, shown)).toBeVisible();
  await expect(indexRow(table, hidden)).toHaveCount(0);

  await page.getByRole('button', { name: 'Table settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Show hidden indices' });
  await toggle.check();
  await expect(indexRow(table, hidden)).toBeVisible();
  await toggle.uncheck();
  await expect(indexRow(table, hidden)).toHaveCount(0);
});

test('the filter matches the uuid with the uuid: form, and the chip clears it', async ({ page, engine, prefix }) => {
  const names = [`${prefix}-u1`, `${prefix}-u2`];
  await createIndices(engine, names);
  const [{ uuid }] = await engineCall<{ uuid: string }[]>(engine, 'GET', `_cat/indices/${names[1]}?format=json&h=uuid`);
  const part = uuid.slice(-10);
  const table = await openIndices(page, engine, `uuid:${part}`);
  await expect(indexRow(table, names[1])).toBeVisible();
  await expect(indexRow(table, names[0])).toHaveCount(0);
  await expect(indexRow(table, names[1]).getByRole('cell').nth(CELL.uuid)).toHaveText(uuid);
  await expect(page.getByText(/^Matches 1 \/ \d+ results$/)).toBeVisible();
  // The index name does not hold the uuid: with the column named, names are not searched.
  await page.getByRole('textbox', { name: 'Filter' }).fill(`uuid:${prefix}`);
  await expect(indexRow(table, names[1])).toHaveCount(0);

  await page.getByRole('button', { name: `Filter: 'uuid:${prefix}'` }).click();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue('');
  await expect(indexRow(table, names[0])).toBeVisible();
});

test('a row selected while the filter applies leaves the page answering', async ({ page, engine, prefix }) => {
  const [kept, dropped] = [`${prefix}-kept`, `${prefix}-dropped`];
  await createIndices(engine, [kept, dropped]);
  await page.clock.install();
  const table = await openIndices(page, engine, prefix);
  await expect(indexRow(table, dropped)).toBeVisible();
  const keptBox = indexRow(table, kept).getByRole('checkbox', { name: 'Select row' });

  // The click comes as the filter applies (150 ms after the last key), before the next frame:
  // when the table's effect from the filter's render ran after such a click, the two reported
  // each other's selection without end and the tab froze. The page's clock stands still from
  // the typing to the click, so the filter's render has just happened.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('textbox', { name: 'Filter' }).pressSequentially('-kept');
  await page.clock.runFor(150);
  // A frozen page never finishes the click.
  await keptBox.click({ timeout: 20_000 });
  await page.clock.resume();

  await expect(page.getByText(`Filter: '${kept}'`)).toBeVisible();
  await expect(indexRow(table, dropped)).toHaveCount(0);
  await expect(keptBox).toBeChecked();
  await expect(page.getByText(/^1 \/ 1 selected/)).toBeVisible();
  // The page still answers clicks.
  await keptBox.click();
  await expect(keptBox).not.toBeChecked();
  await expect(page.getByText(/^0 \/ 1 selected/)).toBeVisible();
});

test('the filter, the sorting and the sticky header are remembered over a reload', async ({ page, engine, prefix }) => {
  const [full, empty] = [`${prefix}-v-full`, `${prefix}-v-empty`];
  await createIndices(engine, [full, empty]);
  await addDocuments(engine, full, 2);
  const table = await openIndices(page, engine, prefix);
  await expect(indexRow(table, full).getByRole('cell').nth(CELL.docs)).toHaveText('2');
  const docsHeader = table.getByRole('columnheader', { name: 'Docs' });
  await docsHeader.getByRole('button').click();
  await expect(docsHeader).not.toHaveAttribute('aria-sort', 'none');
  const sorted = await docsHeader.getAttribute('aria-sort');
  const order = sorted === 'ascending' ? [empty, full] : [full, empty];
  const names = () => table.getByRole('row').getByRole('link', { name: new RegExp(`^${prefix}-v-`) }).allTextContents();
  await expect.poll(names).toEqual(order);
  await page.getByRole('button', { name: 'Table settings' }).click();
  await page.getByRole('switch', { name: 'Sticky header' }).check();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Filter' })).toHaveValue(prefix);
  await expect(page.getByText(`Filter: '${prefix}'`)).toBeVisible();
  await expect(docsHeader).toHaveAttribute('aria-sort', sorted ?? '');
  await expect.poll(names).toEqual(order);
  await page.getByRole('button', { name: 'Table settings' }).click();
  await expect(page.getByRole('switch', { name: 'Sticky header' })).toBeChecked();
});
