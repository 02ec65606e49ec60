import { expect } from '../fixtures/test';
import { addDocuments, createIndices, indexNames } from '../support/engineIndices';
import { CELL, confirm, createThroughDialog, dismiss, forceMerge, indexRow, notification, openIndices, recordRequests, reload, rowAction, test } from '../support/indicesScreen';

// The indices screen over many indices and odd names: bulk actions sent in chunks of 16, and
// names with %, +, non-ASCII letters and date math through every action.

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

test('bulk refresh, close, open and delete over 20 indices, sent as chunks of 16 and 4', async ({ page, engine, prefix }) => {
  const names = Array.from({ length: 20 }, (_, i) => `${prefix}-b${String(i).padStart(2, '0')}`);
  await createIndices(engine, names);
  const table = await openIndices(page, engine, prefix);
  await expect(indexRow(table, names[0])).toBeVisible();
  await page.getByRole('button', { name: 'Records per page' }).click();
  await page.getByRole('menuitem', { name: '100', exact: true }).click();
  await expect(indexRow(table, names[19])).toBeVisible();
  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  // '({total} total)' follows when other indices are in the engine.
  await expect(page.getByText(/^20 \/ 20 selected( \(\d+ total\))?$/)).toBeVisible();

  const bulk = async (item: string) => {
    await page.getByRole('button', { name: 'Bulk' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  const chunkSizes = (requests: string[][]) => requests.map((request) => request.length);

  const refreshes = recordRequests(page, engine, 'POST', '_refresh');
  await bulk('Refresh');
  await expect(notification(page, '200 OK - Refreshed 20 indices')).toBeVisible();
  expect(chunkSizes(refreshes)).toEqual([16, 4]);
  expect(refreshes.flat()).toEqual(names);

  const closes = recordRequests(page, engine, 'POST', '_close');
  await bulk('Close');
  await confirm(page, 'Close index', 'Close', 'Close 20 indices?');
  await expect(notification(page, '200 OK - Closed 20 indices')).toBeVisible();
  expect(chunkSizes(closes)).toEqual([16, 4]);
  for (const name of [names[0], names[19]]) await expect(indexRow(table, name).getByRole('cell').nth(CELL.status)).toHaveText('closed');

  const opens = recordRequests(page, engine, 'POST', '_open');
  await bulk('Open');
  await expect(notification(page, '200 OK - Opened 20 indices')).toBeVisible();
  expect(chunkSizes(opens)).toEqual([16, 4]);
  for (const name of [names[0], names[19]]) await expect(indexRow(table, name).getByRole('cell').nth(CELL.status)).toHaveText('open');

  const deletes = recordRequests(page, engine, 'DELETE', '');
  await bulk('Delete');
  await confirm(page, 'Delete index', 'Delete', 'Delete 20 indices with all their documents?', '20');
  await expect(notification(page, '200 OK - Deleted 20 indices')).toBeVisible();
  expect(chunkSizes(deletes)).toEqual([16, 4]);
  // The list reloads without them, and nothing stays selected (the bulk area goes when the
  // list is empty, and reads '0 / ...' otherwise).
  await expect(indexRow(table, names[0])).toHaveCount(0);
  await expect(page.getByText(/^[1-9]\d* \/ \d+ selected/)).toHaveCount(0);
  const left = await indexNames(engine);
  expect(names.filter((name) => left.includes(name))).toEqual([]);
});

test('names with %, +, non-ASCII letters and date math survive every action', async ({ page, engine, prefix }) => {
  // Four names through every action on a busy machine.
  test.setTimeout(480_000);
  const plain = [`${prefix}-pct%25`, `${prefix}+plus`, `${prefix}-été-日本`];
  const dateMath = `<${prefix}-dm-{now/d}>`;
  const table = await openIndices(page, engine, prefix);

  for (const name of plain) {
    await createThroughDialog(page, name);
    await dismiss(page, `200 OK - Index ${name} created`);
  }
  await createThroughDialog(page, dateMath);
  const names = [...plain];
  if (engine.kind === 'elasticsearch') {
    // The cluster resolves the date math; the list shows the resolved name.
    const resolved = `${prefix}-dm-${new Date().toISOString().slice(0, 10).replaceAll('-', '.')}`;
    await dismiss(page, `200 OK - Index ${resolved} created`);
    names.push(resolved);
  } else {
    // osmem-server has no date math: its refusal, inside the dialog that still holds the name as
    // typed, quotes the name exactly as it was typed.
    const dialog = page.getByRole('dialog', { name: 'New index' });
    await expect(dialog.getByRole('alert')).toContainText(`[${dateMath}]`);
    await expect(dialog.getByRole('textbox', { name: 'Index name' })).toHaveValue(dateMath);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  for (const name of names) {
    const row = indexRow(table, name);
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/cluster/0/search?index=${encodeURIComponent(name)}`);
    await expect(row.getByRole('link', { name: `Search ${name}`, exact: true })).toHaveAttribute(
      'href',
      `/cluster/0/search?index=${encodeURIComponent(name)}`,
    );
    await addDocuments(engine, name, 1);

    await rowAction(page, name, 'Refresh');
    await dismiss(page, `200 OK - Refreshed index ${name}`);
    await expect(row.getByRole('cell').nth(CELL.docs)).toHaveText('1');
    for (const [item, title] of [
      ['Flush', 'Flushed'],
      ['Clear cache', 'Cleared the cache of'],
    ] as const) {
      await rowAction(page, name, item);
      await dismiss(page, `200 OK - ${title} index ${name}`);
    }
    await forceMerge(page, name);
    for (const [item, title, text] of [
      ['Show info', `Index info: ${name}`, `"${name}"`],
      ['Show stats', `Index stats: ${name}`, '"_all"'],
    ] as const) {
      await rowAction(page, name, item);
      const modal = page.getByRole('dialog', { name: title });
      await expect(modal.locator('.cm-content')).toContainText(text);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(modal).toBeHidden();
    }

    await rowAction(page, name, 'Aliases');
    const aliases = page.getByRole('dialog', { name: 'Aliases' });
    await aliases.getByRole('textbox', { name: 'New alias' }).fill(`${name}-alias`);
    await aliases.getByRole('button', { name: 'Add alias' }).click();
    await dismiss(page, `200 OK - Alias ${name}-alias added`);
    await expect(aliases.getByRole('cell', { name: `${name}-alias`, exact: true })).toBeVisible();
    await aliases.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(row.getByRole('link', { name: `${name}-alias`, exact: true })).toBeVisible();

    await rowAction(page, name, 'Delete all documents (delete by query)');
    await confirm(page, 'Delete all documents', 'Delete all documents');
    // A result at once (Elasticsearch), or a started task the engine cannot report on (OpenSearch).
    await dismiss(page, engine.kind === 'elasticsearch' ? `Deleted documents from ${name}` : `Deleting documents from ${name}`);
    await expect(async () => {
      await reload(page);
      await expect(row.getByRole('cell').nth(CELL.docs)).toHaveText('0', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }

  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await expect(page.getByText(new RegExp(`^${names.length} / ${names.length} selected`))).toBeVisible();
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Close', exact: true }).click();
  await confirm(page, 'Close index', 'Close');
  await dismiss(page, `200 OK - Closed ${names.length} indices`);
  for (const name of names) await expect(indexRow(table, name).getByRole('cell').nth(CELL.status)).toHaveText('closed');
  await page.getByRole('button', { name: 'Bulk' }).click();
  await page.getByRole('menuitem', { name: 'Open', exact: true }).click();
  await dismiss(page, `200 OK - Opened ${names.length} indices`);
  for (const name of names) await expect(indexRow(table, name).getByRole('cell').nth(CELL.status)).toHaveText('open');

  if (engine.kind === 'elasticsearch') {
    // _clone names both indices in its path (osmem-server has no _clone).
    const [source] = names;
    const clone = `${source}-c`;
    await rowAction(page, source, 'Clone index');
    const dialog = page.getByRole('dialog', { name: 'Clone index' });
    await dialog.getByRole('button', { name: `Make ${source} read-only` }).click();
    await dismiss(page, `200 OK - ${source} is now read-only`);
    await expect(dialog).toContainText(`${source} is read-only (index.blocks.write)`);
    await dialog.getByRole('textbox', { name: 'Name of the clone' }).fill(clone);
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await dismiss(page, `200 OK - Cloned ${source} into ${clone}`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(indexRow(table, clone)).toBeVisible();
    names.push(clone);
  }

  for (const name of names) {
    await rowAction(page, name, 'Delete');
    await confirm(page, 'Delete index', 'Delete', undefined, name);
    await dismiss(page, `200 OK - Deleted index ${name}`);
    await expect(indexRow(table, name)).toHaveCount(0);
  }
  const left = await indexNames(engine);
  expect(names.filter((name) => left.includes(name))).toEqual([]);
});
