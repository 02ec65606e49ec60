import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { addFirstCluster, connectedTo, header } from '../support/ui';

// Core spec 2.4, 2.14, 3.8 and 4.8: export the product's own configuration, reset everything,
// and bring it back from the file on the welcome screen.

interface BackupFile {
  version: string;
  store: { connection: { clusters: { name: string; uri: string }[] } };
}

test('export, disconnect and reset, then import on the welcome screen restores the clusters and theme', async ({ page, engine }, testInfo) => {
  await addFirstCluster(page, { name: 'backed up', uri: engine.url });
  await header(page).getByRole('button', { name: 'Dark' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await header(page).getByRole('link', { name: 'Settings' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shardscope_\d+\.\d+\.\d+_backup\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const backup = JSON.parse(await readFile(file, 'utf8')) as BackupFile;
  expect(backup.store.connection.clusters).toEqual([expect.objectContaining({ name: 'backed up', uri: engine.url })]);

  await main.getByRole('button', { name: 'Disconnect and reset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect and reset' });
  await expect(confirm).toContainText('This deletes all saved data');
  await confirm.getByRole('button', { name: 'Disconnect and reset' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText(/Connected to/)).toHaveCount(0);

  // The welcome screen imports without asking first.
  await page.getByRole('button', { name: 'Import backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import backup' });
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Backup file' }).click();
  await (await choosing).setFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(header(page)).toContainText(connectedTo('backed up', engine.url));
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a file that is not a backup is refused with the reason', async ({ page }, testInfo) => {
  const file = testInfo.outputPath('notes.json');
  await writeFile(file, '{"notes": "not a backup"}');
  await page.goto('./welcome');
  await page.getByRole('button', { name: 'Import backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import backup' });
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Backup file' }).click();
  await (await choosing).setFiles(file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Invalid backup').first()).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
});
