import type { Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { answerConfirmation, connectedTo, header } from '../support/ui';

// The cluster settings screen against a real engine: opened from the Nodes screen, filtered,
// a harmless setting set persistent through the dialog and reset with null, checked on the
// engine each time; and shard allocation set to primaries from the shards screen and back.
// Cluster settings are shared by every test on the engine: this file's tests run one after the
// other, change only what they reset in `finally`, and allocation 'primaries' changes nothing on
// the engines' single node (replicas have nowhere to go anyway).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.use({ predefinedClusters: [{ name: 'settings', uri: ENGINE_URL }] });

const RECOVERY_RATE = 'indices.recovery.max_bytes_per_sec';
const ALLOCATION = 'cluster.routing.allocation.enable';

interface SettingsAnswer {
  persistent?: Record<string, unknown>;
  transient?: Record<string, unknown>;
}

/** A scope's value of a dotted setting, whether the engine answers flat or nested. */
function valueIn(scope: Record<string, unknown> | undefined, name: string): unknown {
  if (!scope) return undefined;
  if (name in scope) return scope[name];
  let node: unknown = scope;
  for (const part of name.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The persistent value of `name` on the engine; undefined when it is not set (or set to null). */
async function persistentValue(engine: Engine, name: string): Promise<unknown> {
  const settings = await engineCall<SettingsAnswer>(engine, 'GET', '_cluster/settings?flat_settings=true');
  return valueIn(settings.persistent, name) ?? undefined;
}

/** Removes `name` from both scopes, whatever the test left behind. */
async function resetSetting(engine: Engine, name: string): Promise<void> {
  await engineCall(engine, 'PUT', '_cluster/settings', { persistent: { [name]: null }, transient: { [name]: null } }).catch(() => undefined);
}

async function openFromNodes(page: Page, engine: Engine): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('settings', engine.url));
  await header(page).getByRole('link', { name: 'Nodes' }).click();
  await page.getByRole('link', { name: 'Cluster settings' }).click();
  await expect(page).toHaveURL(/\/cluster\/0\/cluster_settings$/);
  await expect(page.getByRole('heading', { name: 'Cluster settings', level: 2 })).toBeVisible();
}

test('opens from the Nodes screen, sets a setting persistent and resets it with null', async ({ page, engine }) => {
  await resetSetting(engine, RECOVERY_RATE);
  try {
    await openFromNodes(page, engine);
    const table = page.getByRole('table', { name: 'Cluster settings' });

    // The defaults: osmem-server sends them, the Elasticsearch stand-in none.
    await page.getByRole('switch', { name: 'Show defaults' }).check();
    const filter = page.getByRole('textbox', { name: 'Filter' });
    if (engine.kind === 'opensearch') {
      await filter.fill('cluster.routing.allocation.disk.watermark.low');
      const low = table.getByRole('row').filter({ hasText: 'cluster.routing.allocation.disk.watermark.low' });
      await expect(low).toContainText('85%');
      await expect(low).toContainText('default');
    } else {
      await expect(page.getByText('This cluster sent no default values.')).toBeVisible();
    }
    await page.getByRole('switch', { name: 'Show defaults' }).uncheck();

    await page.getByRole('button', { name: 'Add setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a cluster setting' });
    await dialog.getByRole('textbox', { name: 'Setting name' }).fill(RECOVERY_RATE);
    await dialog.getByRole('textbox', { name: 'Value' }).fill('41mb');
    const request = dialog.getByTestId('setting-request');
    await expect(request).toContainText('PUT _cluster/settings');
    await expect(request).toContainText('"persistent"');
    await expect(request).toContainText(`"${RECOVERY_RATE}": "41mb"`);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${RECOVERY_RATE} changed`)).toBeVisible();
    expect(await persistentValue(engine, RECOVERY_RATE)).toBe('41mb');

    await filter.fill('max_bytes_per');
    const row = table.getByRole('row').filter({ hasText: RECOVERY_RATE });
    await expect(row).toContainText('41mb');
    await expect(row).toContainText('persistent');

    await row.getByRole('button', { name: `Edit ${RECOVERY_RATE}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${RECOVERY_RATE}` });
    await edit.getByRole('button', { name: 'Reset the persistent value' }).click();
    await answerConfirmation(page, `Reset ${RECOVERY_RATE}`, 'Send', { text: `"${RECOVERY_RATE}": null` });
    await expect(edit).toBeHidden();
    await expect(row).toHaveCount(0);
    expect(await persistentValue(engine, RECOVERY_RATE)).toBeUndefined();
  } finally {
    await resetSetting(engine, RECOVERY_RATE);
  }
});

test('allocation set to primaries from the shards screen shows the alert until set back to all', async ({ page, engine }) => {
  await resetSetting(engine, ALLOCATION);
  try {
    await page.goto('./');
    await expect(header(page)).toContainText(connectedTo('settings', engine.url));
    await header(page).getByRole('link', { name: 'Shards', exact: true }).click();
    await page.getByRole('button', { name: 'Allocation: all' }).click();
    await page.getByRole('radiogroup', { name: 'Shard allocation' }).getByText('primaries', { exact: true }).click();
    await expect(page.getByText(/^primaries: only primaries are allocated/)).toBeVisible();
    await page.getByRole('button', { name: 'Set to primaries' }).click();
    await answerConfirmation(page, 'Shard allocation', 'Send', { text: `"${ALLOCATION}": "primaries"` });

    const alert = page.getByRole('alert').filter({ hasText: 'Shard allocation is restricted: primaries (persistent)' });
    await expect(alert).toBeVisible();
    expect(await persistentValue(engine, ALLOCATION)).toBe('primaries');

    await alert.getByRole('button', { name: 'Set back to all' }).click();
    await answerConfirmation(page, 'Shard allocation', 'Send', { text: `"${ALLOCATION}": null` });
    await expect(alert).toBeHidden();
    await expect(page.getByRole('button', { name: 'Allocation: all' })).toBeVisible();
    expect(await persistentValue(engine, ALLOCATION)).toBeUndefined();
  } finally {
    await resetSetting(engine, ALLOCATION);
  }
});
