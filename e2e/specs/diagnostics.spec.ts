import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test, type Engine } from '../fixtures/test';
import { pasteInto } from '../support/codeEditor';
import { bulkLoad, engineCall } from '../support/engineApi';
import { connectedTo, header } from '../support/ui';

// The diagnostics screen against the real engines: a text analysed with the standard analyzer and
// with a custom chain, the tokens shown equal to the engine's own `_analyze` answer, and each stage
// of an explained chain; a match query profiled on a seeded index, the tree naming the query type
// the engine reports (OpenSearch's test engine gives no times); a broken pasted profile.

test.use({ predefinedClusters: [{ name: 'diagnostics', uri: ENGINE_URL }] });

const TEXT = 'The QUICK brown foxes jumped over the lazy dog';

interface EngineToken {
  token: string;
  position: number;
  start_offset: number;
  end_offset: number;
  type: string;
}

/** The engine's own tokens for an `_analyze` body, as the table's rows read. */
async function engineTokens(engine: Engine, body: Record<string, unknown>): Promise<string[][]> {
  const answer = await engineCall<{ tokens: EngineToken[] }>(engine, 'POST', '_analyze', { ...body, text: TEXT });
  return answer.tokens.map((token) => [
    token.token,
    String(token.position),
    String(token.start_offset),
    String(token.end_offset),
    token.type,
  ]);
}

/** The rows of the tokens table, each as its cells' texts. */
async function shownTokens(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  return rows.evaluateAll((elements) =>
    elements.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
  );
}

async function openDiagnostics(page: Page, engine: Engine): Promise<void> {
  await page.goto('./');
  await expect(header(page)).toContainText(connectedTo('diagnostics', engine.url));
  await header(page).getByRole('link', { name: 'Diagnostics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Diagnostics' })).toBeVisible();
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('text analysis', () => {
  test('the standard analyzer and a lowercase + stop chain give the engine\'s tokens; explain shows each stage', async ({ page, engine }) => {
    await openDiagnostics(page, engine);
    await page.getByRole('textbox', { name: 'Text to analyse' }).fill(TEXT);
    await page.getByRole('button', { name: 'Analyse' }).click();
    const table = page.getByRole('table', { name: 'Tokens' });
    const standard = await engineTokens(engine, { analyzer: 'standard' });
    await expect(page.getByText(`Tokens: ${standard.length}`)).toBeVisible();
    expect(await shownTokens(table)).toEqual(standard);

    await page.getByText('A custom chain', { exact: true }).click();
    await pick(page, 'Token filters', 'lowercase');
    await pick(page, 'Token filters', 'stop');
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Explain each stage' }).check();
    await page.getByRole('button', { name: 'Analyse' }).click();
    const chain = await engineTokens(engine, { tokenizer: 'standard', filter: ['lowercase', 'stop'] });
    await expect(page.getByText(`Tokens: ${chain.length}`)).toBeVisible();
    expect(await shownTokens(table)).toEqual(chain);

    const stages = page.getByRole('table', { name: 'Each stage' });
    const rows = stages.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1).getByRole('rowheader')).toContainText('standard');
    await expect(rows.nth(2).getByRole('rowheader')).toContainText('lowercase');
    await expect(rows.nth(2).getByText('changed')).toHaveCount(2);
    await expect(rows.nth(3).getByRole('rowheader')).toContainText('stop');
    await expect(rows.nth(3).getByText('Dropped: the, the')).toBeVisible();
  });
});

interface EngineProfile {
  profile: { shards: { searches: { query: { type: string; time_in_nanos: number }[] }[] }[] };
}

test.describe('search profiler', () => {
  let index = '';
  const QUERY = { query: { match: { title: 'dune messiah' } } };

  test.beforeEach(async ({ engine }, testInfo) => {
    index = `diag-e2e-${testInfo.workerIndex}-${Date.now()}`;
    await engineCall(engine, 'PUT', index, { settings: { number_of_shards: 1, number_of_replicas: 0 } });
    const titles = ['Dune', 'Dune Messiah', 'Children of Dune', 'Hyperion'];
    await bulkLoad(
      engine,
      index,
      titles.map((title, id) => ({ id: String(id), source: { title } })),
    );
  });

  test.afterEach(async ({ engine }) => {
    await engineCall(engine, 'DELETE', index).catch(() => undefined);
  });

  test('the search screen opens it on its index; a match query shows the query type the engine reports; a broken pasted profile says why', async ({ page, engine }) => {
    await page.goto(`./cluster/0/search?index=${index}`);
    await expect(header(page)).toContainText(connectedTo('diagnostics', engine.url));
    await page.getByRole('link', { name: 'Profile this query' }).click();
    await expect(page.getByRole('textbox', { name: 'Index, alias or pattern' })).toHaveValue(index);
    await expect(page.getByRole('group', { name: 'Search body' })).toContainText('"query"');

    await page.goto(`./cluster/0/diagnostics?view=profiler&index=${index}&query=${encodeURIComponent(JSON.stringify(QUERY))}`);
    await expect(header(page)).toContainText(connectedTo('diagnostics', engine.url));
    await expect(page.getByRole('textbox', { name: 'Index, alias or pattern' })).toHaveValue(index);
    await page.getByRole('button', { name: 'Profile', exact: true }).click();

    const own = await engineCall<EngineProfile>(engine, 'POST', `${index}/_search`, { ...QUERY, size: 0, profile: true });
    const root = own.profile.shards[0].searches[0].query[0];
    const shard = page.getByRole('region', { name: new RegExp(`^Shard ${index} \\[0\\]`) });
    const tree = shard.getByRole('group', { name: /^Query tree/ });
    await expect(tree.locator('li').first().getByText(root.type, { exact: true }).first()).toBeVisible();
    if (root.time_in_nanos === 0) {
      // OpenSearch's test engine times nothing: the screen says so rather than show 0 % everywhere.
      await expect(page.getByText(/The engine gave no times/)).toBeVisible();
      await expect(shard.getByText(/ %$/)).toHaveCount(0);
    } else {
      await expect(tree.getByText(/^\d+\.\d %$/).first()).toBeVisible();
    }

    await page.getByText('Paste a profile', { exact: true }).click();
    await pasteInto(page, page.getByRole('group', { name: 'Pasted profile' }), '{"profile": {"shards": [');
    await expect(page.getByRole('alert')).toContainText('This is not JSON: it stops being JSON at character');
  });
});
