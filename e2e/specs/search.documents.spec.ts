import { expect } from '../fixtures/test';
import { pasteInto } from '../support/codeEditor';
import { docsCount } from '../support/engineIndices';
import { confirm, DOCS, getSource, notification, openSearch, range, results, rowButton, rowWith, searchFor, SPECIAL_ID, test } from '../support/searchScreen';

// Documents on the search screen: edited (and the edit dialog guarding unsaved edits), deleted
// one and three in bulk, and an id that needs escaping read, updated and deleted.

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

test('edits a document and shows the change after a reload', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  // The engine may list an updated document elsewhere; the query keeps it in view.
  await searchFor(page, 'id:x5', '1-1 of 1');
  await rowWith(table, 'name-05').getByRole('cell', { name: 'x5', exact: true }).dblclick();
  const dialog = page.getByRole('dialog', { name: `${index} / _doc / 5` });
  await expect(dialog.getByText('_seq_no', { exact: true })).toBeVisible();
  await expect(dialog.getByText('_routing', { exact: true })).toHaveCount(0);
  await expect(dialog.locator('.cm-content')).toContainText('"name-05"');

  await pasteInto(page, dialog.getByLabel(/^Document source/), '{"name":"renamed-05","count":15,"id":"x5"}');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page, 'document updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowWith(table, 'renamed-05')).toBeVisible();
  expect(await getSource(engine, index, '5')).toEqual({ name: 'renamed-05', count: 15, id: 'x5' });

  await page.reload();
  await expect(rowWith(results(page), 'renamed-05')).toBeVisible();
});

test('the edit dialog asks before dropping unsaved edits (Esc, close button, Close) and marks invalid JSON where it breaks', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  await searchFor(page, 'id:x6', '1-1 of 1');
  const open = async () => {
    await rowWith(table, 'name-06').getByRole('cell', { name: 'x6', exact: true }).dblclick();
    const dialog = page.getByRole('dialog', { name: `${index} / _doc / 6` });
    await expect(dialog.locator('.cm-content')).toContainText('"name-06"');
    return dialog;
  };
  // Without edits, Esc closes at once.
  let dialog = await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await open();
  const source = dialog.getByLabel(/^Document source/);
  await pasteInto(page, source, '{\n  "name": "changed",\n}');
  await dialog.getByRole('button', { name: 'Update' }).click();
  // The editor marks the character where the JSON breaks and says where; nothing is sent.
  await expect(dialog.getByRole('alert')).toHaveText('Not valid JSON at line 3, column 1; nothing was sent.');
  await expect(source.locator('.cm-problemMark')).toHaveText('}');
  await expect(source.locator('.cm-line.cm-problemLine')).toHaveText('}');
  await expect(notification(page, 'document updated')).toHaveCount(0);
  expect(await getSource(engine, index, '6')).toMatchObject({ name: 'name-06' });

  // Every way of closing asks; Keep editing keeps the dialog and the edit.
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  const closers: [string, () => Promise<void>][] = [
    // Esc inside the editor is the editor's own (it lets Tab leave the editor); from the dialog it closes.
    ['Esc', () => dialog.getByRole('button', { name: 'Update' }).press('Escape')],
    ['the close button', () => dialog.getByRole('button', { name: 'Close', exact: true }).first().click()],
    ['Close', () => dialog.getByRole('button', { name: 'Close', exact: true }).last().click()],
  ];
  for (const [way, close] of closers) {
    await close();
    await expect(discard, way).toContainText('The document has changes that were not sent with Update.');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard, way).toBeHidden();
    await expect(dialog, way).toBeVisible();
    await expect(source.locator('.cm-content'), way).toContainText('"changed"');
  }
  // Typing clears the mark; Discard changes closes without writing.
  await pasteInto(page, source, '{"name":"changed"}');
  await expect(source.locator('.cm-problemMark')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await getSource(engine, index, '6')).toMatchObject({ name: 'name-06' });
});

test('deletes one document, then three in bulk', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  await (await rowButton(rowWith(table, 'name-07'), 'Delete document')).click();
  await confirm(page, 'Delete document', 'Delete', `${index} / _doc / 7`);
  await expect(notification(page, 'document deleted')).toBeVisible();
  await expect(range(page, `1-10 of ${DOCS - 1}`)).toBeVisible();
  await expect(rowWith(table, 'name-07')).toHaveCount(0);

  for (const name of ['name-00', 'name-01', 'name-02']) await rowWith(table, name).getByRole('checkbox').check();
  await expect(page.getByText('3 selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Delete selected documents' }).click();
  await confirm(page, 'Delete documents', 'Delete', 'Delete 3 documents?');
  await expect(notification(page, '3 documents deleted')).toBeVisible();
  await expect(range(page, `1-10 of ${DOCS - 4}`)).toBeVisible();
  await expect(page.getByText('0 selected', { exact: true })).toBeVisible();
  expect(await docsCount(engine, index)).toBe(DOCS - 4);
  expect(await getSource(engine, index, '1')).toBeNull();
});

test('a document id with /, #, %, a space and a non-ASCII letter is read, updated and deleted', async ({ page, engine, index }) => {
  const table = await openSearch(page, engine, index);
  await searchFor(page, 'id:x3', '1-1 of 1');
  await (await rowButton(rowWith(table, SPECIAL_ID), 'Edit document')).click();
  const dialog = page.getByRole('dialog', { name: `${index} / _doc / ${SPECIAL_ID}` });
  await expect(dialog.locator('.cm-content')).toContainText('"name-03"');
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.locator('.cm-content')).toContainText('"x3"');
  await pasteInto(page, dialog.getByLabel(/^Document source/), '{"name":"special","id":"x3"}');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(notification(page, 'document updated')).toBeVisible();
  expect(await getSource(engine, index, SPECIAL_ID)).toEqual({ name: 'special', id: 'x3' });

  await (await rowButton(rowWith(table, SPECIAL_ID), 'Delete document')).click();
  await confirm(page, 'Delete document', 'Delete');
  await expect(notification(page, 'document deleted')).toBeVisible();
  await expect(rowWith(table, SPECIAL_ID)).toHaveCount(0);
  expect(await getSource(engine, index, SPECIAL_ID)).toBeNull();
});
