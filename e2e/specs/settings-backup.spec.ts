import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { addFirstCluster, connectedTo, header, headerHealth } from '../support/ui';

// Backups: export, disconnect and reset, import.

const LEGACY_BACKUP = fileURLToPath(
  new URL('../../frontend/src/features/settings/backup/testdata/legacy-1.10.0-backup.json', import.meta.url),
);

interface BrowserData {
  storage: Record<string, string | null>;
  databases: Record<string, Record<string, unknown[]>>;
}

/** Local storage and every app database, records as JSON (dates as ISO text). */
function browserData(page: Page): Promise<BrowserData> {
  return page.evaluate(async () => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const storage = Object.fromEntries(
      Object.keys(localStorage)
        .sort()
        .map((key) => [key, localStorage.getItem(key)]),
    );
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('shardscope-'))
      .sort();
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const name of names) {
      const db = await request(indexedDB.open(name));
      const tables: Record<string, unknown[]> = {};
      for (const store of [...db.objectStoreNames].sort()) {
        const rows = await request(db.transaction(store).objectStore(store).getAll());
        tables[store] = JSON.parse(JSON.stringify(rows)) as unknown[];
      }
      db.close();
      databases[name] = tables;
    }
    return { storage, databases };
  });
}

async function openSettings(page: Page): Promise<void> {
  await header(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
}

async function exportBackup(page: Page, dir: (name: string) => string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shardscope_\d+\.\d+\.\d+_backup\.json$/);
  const file = dir(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** Chooses `file` in the import form inside `scope` and presses Import. */
async function chooseAndImport(page: Page, scope: Locator, file: string): Promise<void> {
  const choosing = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Backup file' }).click();
  await (await choosing).setFiles(file);
  await scope.getByRole('button', { name: 'Import', exact: true }).click();
}

async function sendInConsole(page: Page, path: string): Promise<void> {
  await header(page).getByRole('link', { name: 'REST' }).click();
  await page.getByRole('textbox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'GET', exact: true }).click();
  await page.getByRole('textbox', { name: 'Path' }).fill(path);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel(/^Response status 200/)).toBeVisible();
}

async function resetEverything(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Disconnect and reset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect and reset' });
  await expect(confirm).toContainText('This deletes all saved data');
  await confirm.getByRole('button', { name: 'Disconnect and reset' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

async function settledData(page: Page, engine: Engine, name: string): Promise<BrowserData> {
  await expect(header(page)).toContainText(connectedTo(name, engine.url));
  await expect(headerHealth(page, 'green').or(headerHealth(page, 'yellow'))).toBeVisible();
  return browserData(page);
}

test('export, reset and import give back identical local storage and REST console records', async ({ page, engine }, testInfo) => {
  await addFirstCluster(page, { name: 'round trip', uri: engine.url });
  await header(page).getByRole('button', { name: 'Dark' }).click();
  await sendInConsole(page, '_cluster/health');
  await page.getByRole('button', { name: 'Save request' }).click();
  await page.getByRole('dialog', { name: 'Save request' }).getByRole('button', { name: 'Save', exact: true }).click();
  // A second tab, active, and the History panel open: the restQuery area and the tabs table.
  await page.getByRole('button', { name: 'Add tab' }).click();
  await expect(page.getByRole('tab', { name: 'Tab 2' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'History' }).click();
  await openSettings(page);
  await page.getByRole('textbox', { name: 'Document field max length' }).fill('77');
  await page.getByRole('switch', { name: /Vim key bindings/ }).check({ force: true });

  const before = await settledData(page, engine, 'round trip');
  const [database] = Object.values(before.databases);
  expect(database.restQueryHistory).toEqual([expect.objectContaining({ method: 'GET', path: '_cluster/health' })]);
  expect(database.restQuerySavedQueries).toHaveLength(1);
  expect(database.restQueryTabs.length).toBeGreaterThan(0);

  const file = await exportBackup(page, (name) => testInfo.outputPath(name));
  const text = await readFile(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({
    store: { search: { documentFieldMaxLength: 77 }, restQuery: { panel: 'history' } },
  });

  await resetEverything(page);
  // Nothing is left but what the fresh start writes itself: an empty cluster list.
  const reset = await browserData(page);
  expect(reset.databases).toEqual({});
  expect(Object.keys(reset.storage).filter((key) => key !== 'connection')).toEqual([]);
  expect(JSON.parse(reset.storage.connection ?? '{"clusters":[]}')).toMatchObject({ clusters: [] });

  // The welcome screen imports without asking first.
  await page.getByRole('button', { name: 'Import backup' }).click();
  await chooseAndImport(page, page.getByRole('dialog', { name: 'Import backup' }), file);
  await expect(page).toHaveURL(/\/cluster\/0$/);
  await expect.poll(() => settledData(page, engine, 'round trip')).toEqual(before);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // The console is as it was: both tabs, the second active, and the history in its panel.
  await header(page).getByRole('link', { name: 'REST' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Tab 1', 'Tab 2']);
  await expect(page.getByRole('tab', { name: 'Tab 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('row').nth(1)).toContainText('GET _cluster/health');
});

test.describe('a refused file changes nothing', () => {
  test.use({ predefinedClusters: [{ name: 'kept', uri: ENGINE_URL }] });

  const cases = [
    { name: 'a file that is not JSON', file: 'notes.txt', text: 'hello', message: 'Wrong file type.' },
    { name: 'a JSON file without store', file: 'other.json', text: '{"version":"1.10.0","idb":{}}', message: 'Invalid backup' },
    { name: 'a truncated backup', file: 'cut.json', text: '', message: 'Invalid backup' },
    {
      name: 'a backup with no area this version knows',
      file: 'unknown.json',
      text: '{"version":"9.0.0","store":{"somethingNew":{"a":1}},"idb":{}}',
      message: 'The file holds no settings this version knows; nothing was changed.',
    },
    {
      name: 'a backup whose clusters are all unusable',
      file: 'broken-clusters.json',
      text: JSON.stringify({
        store: {
          connection: { clusters: [{ name: 'ftp', uri: 'ftp://example' }, { name: 'odd', uri: 'http://odd:9200', auth: { authType: 'magic' } }], activeClusterIndex: 0 },
          theme: { preference: 'dark', appTheme: 'dark' },
        },
        idb: {},
      }),
      message: "None of the file's clusters can be used",
    },
  ];

  for (const refused of cases) {
    test(`${refused.name} is refused with its message`, async ({ page, engine }, testInfo) => {
      await page.goto('./cluster/0/settings');
      await page.getByRole('textbox', { name: 'Document field max length' }).fill('33');
      const before = await settledData(page, engine, 'kept');
      const file = testInfo.outputPath(refused.file);
      const text = refused.text || (await readFile(await exportBackup(page, (n) => testInfo.outputPath(n)), 'utf8'));
      await writeFile(file, refused.text ? text : text.slice(0, Math.floor(text.length * 0.6)));

      await chooseAndImport(page, page.getByRole('main'), file);
      // The file is checked before anything is asked or changed.
      await expect(page.getByRole('status').filter({ hasText: refused.message })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/cluster\/0\/settings$/);
      expect(await settledData(page, engine, 'kept')).toEqual(before);
    });
  }
});

test('a backup of the product this one replaces imports after confirmation, migrated', async ({ page, engine }) => {
  await addFirstCluster(page, { name: 'current', uri: engine.url });
  await openSettings(page);
  await chooseAndImport(page, page.getByRole('main'), LEGACY_BACKUP);
  const confirm = page.getByRole('dialog', { name: 'Import backup' });
  await expect(confirm).toContainText('This overwrites your current settings and saved clusters.');
  await confirm.getByRole('button', { name: 'Import' }).click();

  // Cluster 0 of the file; it cannot be reached, and it answers in the file's language.
  await expect(page).toHaveURL(/\/cluster\/0$/);
  await expect(header(page)).toContainText("Impossible de joindre 'production' (http://localhost:9200)");
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const data = await browserData(page);
  const connection = JSON.parse(data.storage.connection ?? '{}') as { clusters: { name: string; auth: unknown }[] };
  expect(connection.clusters.map((cluster) => [cluster.name, cluster.auth])).toEqual([
    ['production', { authType: 'basicAuth', authData: { username: 'elastic', password: 'changeme' } }],
    ['staging', { authType: 'apiKey', authData: { apiKey: 'VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==' } }],
    ['search', { authType: 'none', authData: {} }],
  ]);
  expect(data.databases['shardscope-Xk2fQ0bWTc6-prod'].restQueryHistory).toEqual([
    expect.objectContaining({ path: '_cat/indices', date: '2024-03-01T10:15:00.000Z' }),
    expect.objectContaining({ path: 'logs/_search', date: '2024-03-02T08:00:30.500Z' }),
  ]);
  expect(data.databases['shardscope-Xk2fQ0bWTc6-prod'].restQueryTabs).toHaveLength(2);
});

test.describe('the import says what it replaces, keeps the predefined clusters and says what it imported', () => {
  test.use({ predefinedClusters: [{ name: 'served', uri: ENGINE_URL }] });

  test('summary before, message after', async ({ page, engine }, testInfo) => {
    await page.goto('./cluster/0/settings');
    await settledData(page, engine, 'served');
    const file = testInfo.outputPath('mixed.json');
    await writeFile(
      file,
      JSON.stringify({
        version: '1.0.0',
        store: {
          connection: {
            clusters: [
              { name: 'imported', uri: 'http://127.0.0.1:9', auth: { authType: 'none', authData: {} } },
              { name: 'broken', uri: 'ftp://example' },
              { name: 'inline', uri: 'http://elastic:pw@127.0.0.1:9', auth: { authType: 'none', authData: {} } },
            ],
            activeClusterIndex: 0,
          },
          theme: { preference: 'dark', appTheme: 'dark' },
        },
        idb: {},
      }),
    );
    await chooseAndImport(page, page.getByRole('main'), file);
    const confirm = page.getByRole('dialog', { name: 'Import backup' });
    await expect(confirm).toContainText('Your saved clusters are replaced by the 1 cluster of the file.');
    await expect(confirm).toContainText('Left out: cluster 2 (broken): its address is not an http or https URL.');
    await expect(confirm).toContainText(
      'Left out: cluster 3 (inline): put credentials in username and password, not in the uri.',
    );
    await expect(confirm).toContainText('Kept: the clusters predefined by the server (served).');
    await expect(confirm).toContainText('1 settings area is replaced');
    await confirm.getByRole('button', { name: 'Import' }).click();

    // Cluster 0 is still the server's; the message says what came in, after the page load.
    await expect(page).toHaveURL(/\/cluster\/0$/);
    const message = page.getByRole('status').filter({ hasText: 'Backup imported' });
    await expect(message).toContainText('1 cluster imported.');
    await expect(message).toContainText('2 unusable clusters were left out.');
    // The left-out cluster is not written, so nothing is reported as unreadable.
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toHaveCount(0);
    await expect(header(page)).toContainText(connectedTo('served', engine.url));
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const connection = JSON.parse((await browserData(page)).storage.connection ?? '{}') as {
      clusters: { name: string; predefined: boolean }[];
    };
    expect(connection.clusters.map((cluster) => [cluster.name, cluster.predefined])).toEqual([
      ['served', true],
      ['imported', false],
    ]);
  });
});
