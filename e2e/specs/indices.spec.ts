import { expect } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { addDocuments, createIndices, docsCount, indexNames } from '../support/engineIndices';
import { CELL, confirm, createThroughDialog, dismiss, forceMerge, indexRow, notification, openIndices, reload, rowAction, test } from '../support/indicesScreen';
import { header } from '../support/ui';

// The indices screen against a real engine: an index created in the New index dialog, every
// row action with what it visibly does, the row menu from the mouse and the keyboard, deleting
// documents and indices, and aliases. Each test works on indices named after its own prefix
// (support/indicesScreen.ts).

// A busy two-core machine runs the app, the engine and Chromium side by side.
test.describe.configure({ timeout: 180_000 });

test('creates an index through the New index dialog and lists it with its figures', async ({ page, engine, prefix }) => {
  const name = `${prefix}-new`;
  const table = await openIndices(page, engine, prefix);
  await createThroughDialog(page, name);
  await expect(notification(page, `200 OK - Index ${name} created`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New index' })).toBeHidden();

  const row = indexRow(table, name);
  await expect(row).toBeVisible();
  // The dialog's defaults: one shard, one replica.
  await expect(row).toContainText('1p 1r');
  await expect(row.getByRole('cell').nth(CELL.status)).toHaveText('open');
  const settings = await engineCall<Record<string, { settings: { index: { number_of_shards: string; number_of_replicas: string } } }>>(
    engine,
    'GET',
    `${name}/_settings`,
  );
  expect(settings[name].settings.index).toMatchObject({ number_of_shards: '1', number_of_replicas: '1' });
  await row.getByText('1p 1r', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('1 primary / 1 replica');
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/cluster/0/search?index=${name}`);
});

test('row actions: info, stats, refresh, flush, clear cache, forcemerge, close, open', async ({ page, engine, prefix }) => {
  const name = `${prefix}-row`;
  await createIndices(engine, [name]);
  const table = await openIndices(page, engine, prefix);
  const row = indexRow(table, name);
  await expect(row).toBeVisible();

  await rowAction(page, name, 'Show info');
  // Titled in words with the index name, not by the operation.
  const info = page.getByRole('dialog', { name: `Index info: ${name}` });
  await expect(info.locator('.cm-content')).toContainText('number_of_shards');
  await info.getByRole('button', { name: 'Close', exact: true }).click();
  await rowAction(page, name, 'Show stats');
  await expect(page.getByRole('dialog', { name: `Index stats: ${name}` }).locator('.cm-content')).toContainText('"_all"');
  await page.getByRole('dialog', { name: `Index stats: ${name}` }).getByRole('button', { name: 'Close', exact: true }).click();

  for (const [item, title] of [
    ['Refresh', 'Refreshed'],
    ['Flush', 'Flushed'],
    ['Clear cache', 'Cleared the cache of'],
  ] as const) {
    await rowAction(page, name, item);
    // A sentence (no "_shards": the cluster's JSON answer is behind 'Copy response'); closed so
    // that it covers none of the next menu's items.
    await dismiss(page, `200 OK - ${title} index ${name}`);
  }
  // Force merge opens its dialog (index-lifecycle.spec.ts runs it).
  await forceMerge(page, name);

  await rowAction(page, name, 'Close');
  await confirm(page, 'Close index', 'Close', `Close index ${name}?`);
  await expect(notification(page, `200 OK - Closed index ${name}`)).toBeVisible();
  await expect(row.getByRole('cell').nth(CELL.status)).toHaveText('closed');

  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Close', exact: true })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Open', exact: true }).click();
  await expect(notification(page, `200 OK - Opened index ${name}`)).toBeVisible();
  await expect(row.getByRole('cell').nth(CELL.status)).toHaveText('open');
});

test('the row menu fits a 768 px high window without scrolling, and the keyboard reaches Delete', async ({ page, engine, prefix }) => {
  await page.setViewportSize({ width: 1280, height: 768 });
  const name = `${prefix}-menu`;
  // An alias, so the menu offers every item it has for an open index (rollover needs one).
  await engineCall(engine, 'PUT', name, {
    settings: { number_of_shards: 1, number_of_replicas: 0 },
    aliases: { [`${name}-alias`]: {} },
  });
  const table = await openIndices(page, engine, prefix);
  await expect(indexRow(table, name).getByRole('link', { name: `${name}-alias`, exact: true })).toBeVisible();

  const button = page.getByRole('button', { name: `Actions for ${name}`, exact: true });
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Danger zone', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Reshape', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Roll over alias', exact: true })).toBeVisible();
  // Nothing in the menu or its open submenu scrolls, and every item is inside the window.
  const scrolling = await page.evaluate(() =>
    [...document.querySelectorAll('[role="menu"], [role="menu"] *')].filter(
      (element) =>
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && element.scrollHeight > element.clientHeight,
    ).length,
  );
  expect(scrolling).toBe(0);
  for (const item of await page.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // From the keyboard: the menu opens on its first item, wraps up to the last group, ArrowRight
  // opens it on its first item, ArrowLeft goes back, and Delete asks before it deletes.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Show info', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const danger = page.getByRole('menuitem', { name: 'Danger zone', exact: true });
  await expect(danger).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Delete all documents (delete by query)', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(danger).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Delete all documents (delete by query)', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Delete index' });
  await expect(question).toContainText(`Delete index ${name} with all its documents?`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(await indexNames(engine)).toContain(name);
});

test('delete all documents empties the index, and delete removes it', async ({ page, engine, prefix }) => {
  const name = `${prefix}-docs`;
  await createIndices(engine, [name]);
  await addDocuments(engine, name, 3);
  const table = await openIndices(page, engine, prefix);
  const row = indexRow(table, name);
  await expect(row.getByRole('cell').nth(CELL.docs)).toHaveText('3');

  await rowAction(page, name, 'Delete all documents (delete by query)');
  await confirm(page, 'Delete all documents', 'Delete all documents', 'This will remove ALL data in your index!');
  // The Elasticsearch engine answers the result at once; the OpenSearch one starts a task it
  // cannot report on (task-progress.spec.ts follows both further).
  if (engine.kind === 'elasticsearch') await dismiss(page, `Deleted documents from ${name}`, 'deleted 3');
  else await dismiss(page, `Deleting documents from ${name}`, 'The task was started as');
  await expect.poll(() => docsCount(engine, name), { timeout: 30_000 }).toBe(0);
  await expect(async () => {
    await reload(page);
    await expect(row.getByRole('cell').nth(CELL.docs)).toHaveText('0', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await rowAction(page, name, 'Delete');
  await confirm(page, 'Delete index', 'Delete', `Delete index ${name} with all its documents?`, name);
  await expect(notification(page, `200 OK - Deleted index ${name}`)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await indexNames(engine)).not.toContain(name);
});

test('aliases: add and delete in the dialog, and the alias link opens search for it', async ({ page, engine, prefix }) => {
  const name = `${prefix}-al`;
  const alias = `${prefix}-current`;
  await createIndices(engine, [name]);
  const table = await openIndices(page, engine, prefix);
  const row = indexRow(table, name);
  await expect(row).toBeVisible();

  await rowAction(page, name, 'Aliases');
  const dialog = page.getByRole('dialog', { name: 'Aliases' });
  await expect(dialog).toContainText(`Index: ${name}`);
  await expect(dialog).toContainText('This index has no aliases');
  await dialog.getByRole('textbox', { name: 'New alias' }).fill(alias);
  await dialog.getByRole('button', { name: 'Add alias' }).click();
  await expect(notification(page, `200 OK - Alias ${alias} added`)).toBeVisible();
  await expect(dialog.getByRole('cell', { name: alias, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Closing the dialog reloads the list: the alias is in the row, as a link to search.
  const link = row.getByRole('cell').nth(CELL.aliases).getByRole('link', { name: alias, exact: true });
  await expect(link).toBeVisible();
  await expect(row.getByRole('cell').nth(CELL.aliases)).toHaveText(alias);
  await expect(link).toHaveAttribute('href', `/cluster/0/search?index=${alias}`);
  // The link opens the search screen scoped to the alias: its search goes to the
  // alias. A build without the search screen can only be checked for the link's target.
  if ((await header(page).getByRole('link', { name: 'Search' }).count()) > 0) {
    const searched = page.waitForRequest((request) => new URL(request.url()).pathname === `/${alias}/_search`);
    await link.click();
    await expect(page).toHaveURL(/\/cluster\/0\/search(\?|$)/);
    await searched;
    await header(page).getByRole('link', { name: 'Indices' }).click();
  } else {
    test.info().annotations.push({ type: 'note', description: 'no search screen in this build: only the link target was checked' });
  }
  await rowAction(page, name, 'Aliases');
  await page.getByRole('dialog', { name: 'Aliases' }).getByRole('button', { name: `Delete alias ${alias}` }).click();
  await confirm(page, 'Delete alias', 'Delete', `Delete the alias '${alias}' of index ${name}?`);
  await expect(notification(page, `200 OK - Alias ${alias} deleted`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Aliases' })).toContainText('This index has no aliases');
  await page.getByRole('dialog', { name: 'Aliases' }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByRole('cell').nth(CELL.aliases)).toHaveText('');
});
