import { expect, test } from '../fixtures/test';
import { addFirstCluster, clusterRow, connectedTo, fillClusterForm, header, openClusterMenu } from '../support/ui';

// Editing a saved cluster, and removing it after confirmation.

test('editing a cluster saves it and the header shows the new name after the reload', async ({ page, engine }) => {
  await addFirstCluster(page, { name: 'staging', uri: engine.url });
  const menu = await openClusterMenu(page, 'staging');
  await clusterRow(menu, 'staging').getByRole('button', { name: 'Edit cluster' }).click();

  const dialog = page.getByRole('dialog', { name: /edit cluster/i });
  await expect(dialog.getByRole('textbox', { name: 'Cluster name' })).toHaveValue('staging');
  await expect(dialog.getByRole('textbox', { name: 'Uri' })).toHaveValue(engine.url);
  await fillClusterForm(dialog, { name: 'staging renamed' });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(header(page)).toContainText(connectedTo('staging renamed', engine.url));
  // The page has loaded again with the new name, and still says what happened.
  await expect(page.getByText('Cluster saved')).toBeVisible();
  // Saved, not only shown: it survives another reload, which does not repeat the notification.
  await page.reload();
  await expect(header(page)).toContainText(connectedTo('staging renamed', engine.url));
  await expect(page.getByText('Cluster saved')).toHaveCount(0);
});

test('an invalid uri keeps Save and Test connection disabled', async ({ page, engine }) => {
  await addFirstCluster(page, { name: 'staging', uri: engine.url });
  const menu = await openClusterMenu(page, 'staging');
  await clusterRow(menu, 'staging').getByRole('button', { name: 'Edit cluster' }).click();
  const dialog = page.getByRole('dialog', { name: /edit cluster/i });
  await fillClusterForm(dialog, { uri: 'not a uri' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Test connection' })).toBeDisabled();
});

test('removing a cluster asks first, and cancelling keeps it', async ({ page, engine }) => {
  await addFirstCluster(page, { name: 'to remove', uri: engine.url });

  const menu = await openClusterMenu(page, 'to remove');
  await clusterRow(menu, 'to remove').getByRole('button', { name: 'Remove cluster' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Remove cluster 'to remove' (${engine.url})` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(header(page)).toContainText(connectedTo('to remove', engine.url));

  const again = await openClusterMenu(page, 'to remove');
  await clusterRow(again, 'to remove').getByRole('button', { name: 'Remove cluster' }).click();
  const confirmAgain = page.getByRole('dialog').filter({ hasText: `Remove cluster 'to remove' (${engine.url})` });
  await confirmAgain.getByRole('button', { name: 'Remove', exact: true }).click();

  // The only cluster is gone: the app reloads onto the welcome screen.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('button', { name: 'Add cluster' })).toBeVisible();
  await expect(page.getByText(/Connected to/)).toHaveCount(0);
});
