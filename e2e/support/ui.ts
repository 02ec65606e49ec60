import { expect, type Locator, type Page } from '@playwright/test';

/** A value that would run script if anything rendered it as HTML. */
export const HTML_PAYLOAD = '<img src=x onerror=alert(1)>';

/** The 'Connected to' line of the page header. */
export function connectedTo(name: string, uri: string): string {
  return `Connected to '${name}' (${uri})`;
}

/** The page header (dialogs have headers of their own, later in the page). */
export function header(page: Page): Locator {
  return page.getByRole('banner').first();
}

/** The active cluster's status dot in the header: green, yellow, red or unknown. */
export function headerHealth(page: Page, status: 'green' | 'yellow' | 'red' | 'unknown'): Locator {
  return header(page).getByRole('img', { name: `Health: ${status}` });
}

export function addClusterDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Add cluster' });
}

/** Fills the cluster form (no authorization). */
export async function fillClusterForm(scope: Locator, values: { name?: string; uri?: string }): Promise<void> {
  if (values.name !== undefined) await scope.getByRole('textbox', { name: 'Cluster name' }).fill(values.name);
  if (values.uri !== undefined) await scope.getByRole('textbox', { name: 'Uri' }).fill(values.uri);
}

/**
 * The first-run path: welcome screen, Add cluster, past the CORS step, connect. Ends on the
 * dashboard of the new cluster.
 */
export async function addFirstCluster(page: Page, values: { name: string; uri: string }): Promise<void> {
  await page.goto('./');
  await page.getByRole('button', { name: 'Add cluster' }).click();
  const dialog = addClusterDialog(page);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillClusterForm(dialog, values);
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(header(page)).toContainText(connectedTo(values.name, values.uri));
}

/**
 * Closes the notification that says `text`, hovered first (which stops its countdown). Left to
 * close by itself, it covers what lies under it (a dialog's buttons, a menu) for seconds.
 */
export async function closeNotification(page: Page, text: string | RegExp): Promise<void> {
  const shown = page.getByRole('status').filter({ hasText: text });
  await shown.hover();
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(shown).toHaveCount(0);
}

/** Opens the cluster selection dropdown from the header. */
export async function openClusterMenu(page: Page, activeName: string): Promise<Locator> {
  await header(page).getByRole('button', { name: activeName }).click();
  const menu = page.getByRole('dialog').filter({ has: page.getByRole('table') });
  await expect(menu).toBeVisible();
  return menu;
}

/** The row of one cluster in the dropdown's table. */
export function clusterRow(menu: Locator, name: string): Locator {
  return menu.getByRole('row').filter({ hasText: name });
}

/**
 * Answers a confirmation dialog with its button: checks its text, types the name (or count) it
 * asks for when `typed` is given (the button is disabled until then), and waits for it to close.
 */
export async function answerConfirmation(
  page: Page,
  title: string,
  button: string,
  options: { text?: string; typed?: string } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  if (options.text) await expect(dialog).toContainText(options.text);
  const confirmButton = dialog.getByRole('button', { name: button, exact: true });
  if (options.typed !== undefined) {
    await expect(confirmButton).toBeDisabled();
    await dialog.getByRole('textbox', { name: `Type ${options.typed} to confirm` }).fill(options.typed);
  }
  await confirmButton.click();
  await expect(dialog).toBeHidden();
}

/** The submenu of an index row's menu each item sits in; the items not named here sit at its top. */
const ROW_MENU_GROUPS: Readonly<Record<string, string>> = {
  'Force merge': 'Maintenance',
  Refresh: 'Maintenance',
  Flush: 'Maintenance',
  'Clear cache': 'Maintenance',
  'Roll over alias': 'Reshape',
  Reindex: 'Reshape',
  'Clone index': 'Reshape',
  Shrink: 'Reshape',
  Split: 'Reshape',
  'Explain lifecycle': 'Lifecycle',
  'Retry lifecycle step': 'Lifecycle',
  'Remove ILM policy': 'Lifecycle',
  'Remove ISM policy': 'Lifecycle',
  'Add ISM policy…': 'Lifecycle',
  'Change ISM policy…': 'Lifecycle',
  'Delete all documents (delete by query)': 'Danger zone',
  Delete: 'Danger zone',
};

/** Opens the submenu of the open row menu that holds `item`, if it sits in one. */
export async function openRowSubmenuOf(page: Page, item: string): Promise<void> {
  const group = ROW_MENU_GROUPS[item];
  if (!group) return;
  // A submenu opens on hover too: the pointer crossing a neighbour on its way can leave that
  // one open instead, so the click is made again until the group's own submenu shows.
  const submenu = page.getByRole('menu', { name: group, exact: true });
  await expect(async () => {
    await page.getByRole('menuitem', { name: group, exact: true }).click();
    await expect(submenu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the menu of `index`'s row and chooses `item`, through the submenu it sits in. */
export async function chooseRowAction(page: Page, index: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${index}`, exact: true }).click();
  await openRowSubmenuOf(page, item);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
