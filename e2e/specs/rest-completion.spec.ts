import type { Locator, Page } from '@playwright/test';
import { ENGINE_URL, expect, test } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { connectedTo, header } from '../support/ui';
import { fulfillFromSpec } from '../support/specAnswer';

// The REST console's completion from the engine's API catalogue: endpoints and the cluster's
// names in the path, parameters and their values after `?`, keys, values and fields in the body.

test.use({ predefinedClusters: [{ name: 'console', uri: ENGINE_URL }] });

const INDEX = 'e2e-completion';
/** An alias of INDEX, whose name does not start like it. */
const ALIAS = 'e2e-orders-current';

async function openConsole(page: Page, engineUrl: string): Promise<void> {
  await page.goto('./cluster/0/rest');
  await expect(header(page)).toContainText(connectedTo('console', engineUrl));
  await expect(pathField(page)).toBeVisible();
}

function pathField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Path' });
}

async function chooseMethod(page: Page, method: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
}

/** The path field's list of suggestions. */
function pathSuggestions(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Suggestions' });
}

/** Types `text` at the end of the path field, as a user does. */
async function typePath(page: Page, text: string): Promise<void> {
  await pathField(page).click();
  await pathField(page).press('End');
  await pathField(page).pressSequentially(text);
}

/** The body editor's content. */
function body(page: Page): Locator {
  return page.getByLabel('Request body', { exact: true }).locator('.cm-content');
}

/** The entry `label` of the body editor's completion list. */
function bodyOption(page: Page, label: string): Locator {
  return page.locator('.cm-tooltip-autocomplete .cm-completionLabel').filter({ hasText: new RegExp(`^${label}$`) });
}

async function typeBody(page: Page, text: string): Promise<void> {
  await body(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

test.beforeAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', `${INDEX}?ignore_unavailable=true`).catch(() => undefined);
  await engineCall(engine, 'PUT', INDEX, {
    settings: { index: { number_of_shards: 1, number_of_replicas: 0 } },
    mappings: { properties: { headline: { type: 'text' }, published: { type: 'date' } } },
    aliases: { [ALIAS]: {} },
  });
});

test.afterAll(async ({ engine }) => {
  await engineCall(engine, 'DELETE', INDEX).catch(() => undefined);
});

test('the path offers endpoints, the cluster\'s indices, then parameters and their values', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  await typePath(page, '_ca');
  await expect(pathSuggestions(page).getByRole('option', { name: /^_cat\/indices\b/ })).toBeVisible();

  // The first entry is highlighted as the list opens: Enter accepts it, and the request is not
  // sent; Tab does the same; arrows move first.
  await pathField(page).fill('');
  await typePath(page, '_cat/ind');
  await expect(pathSuggestions(page).getByRole('option', { name: /^indices\b/ })).toHaveAttribute('data-combobox-selected', 'true');
  await pathField(page).press('Enter');
  await expect(pathField(page)).toHaveValue('_cat/indices');
  await expect(page.getByLabel(/^Response status/)).toHaveCount(0);

  await pathField(page).fill('');
  await typePath(page, `${INDEX.slice(0, 8)}`);
  const indexOption = pathSuggestions(page).getByRole('option', { name: new RegExp(`^${INDEX}\\b`) });
  await expect(indexOption).toHaveAttribute('data-combobox-selected', 'true');
  await pathField(page).press('Tab');
  await expect(pathField(page)).toHaveValue(INDEX);
  await expect(page.getByLabel(/^Response status/)).toHaveCount(0);

  await typePath(page, '/_se');
  await expect(pathSuggestions(page).getByRole('option', { name: /^_search\b/ }).first()).toBeVisible();
  // The list of the whole '/_se' is shown (not the one of a letter before it): _search first.
  await expect(pathSuggestions(page).getByRole('option').first()).toHaveAccessibleName(/^_search\b/);
  await pathField(page).press('ArrowDown');
  await pathField(page).press('ArrowUp');
  await pathField(page).press('Tab');
  await expect(pathField(page)).toHaveValue(`${INDEX}/_search`);

  await typePath(page, '?');
  await expect(pathSuggestions(page).getByRole('option', { name: /^size\b/ })).toBeVisible();
  await typePath(page, 'expand_wildcards=');
  for (const value of ['all', 'open', 'closed', 'hidden', 'none']) {
    await expect(pathSuggestions(page).getByRole('option', { name: new RegExp(`^${value}\\b`) })).toBeVisible();
  }
  await pathField(page).press('Escape');
  await expect(pathSuggestions(page)).toBeHidden();
});

test('the path tags each name by what it is: an alias is not an index', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  await typePath(page, 'e2e-');
  await expect(pathSuggestions(page).getByRole('option', { name: new RegExp(`^${INDEX}\\s*index$`) })).toBeVisible();
  await expect(pathSuggestions(page).getByRole('option', { name: new RegExp(`^${ALIAS}\\s*alias$`) })).toBeVisible();
});

test('the engine decides what is offered: ISM on OpenSearch, ILM on Elasticsearch', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  await typePath(page, '_plugins/_ism/p');
  const ism = pathSuggestions(page).getByRole('option', { name: /^policies\b/ });
  if (engine.kind === 'opensearch') await expect(ism).toBeVisible();
  else await expect(ism).toHaveCount(0);
});

test('the body offers the keys valid where the caret is, and the fields of the index in the path', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'POST');
  await pathField(page).fill(`${INDEX}/_search`);
  await typeBody(page, '{"query": {"ma');
  await expect(bodyOption(page, 'match')).toBeVisible();

  await page.keyboard.press('Escape');
  await typeBody(page, '{"query": {"match": {"');
  await expect(bodyOption(page, 'headline')).toBeVisible();
  await expect(bodyOption(page, 'published')).toBeVisible();
});

test('a cluster of version 7.17 is not offered an endpoint added in 8', async ({ page, engine }) => {
  test.skip(engine.kind !== 'elasticsearch', 'the version is an Elasticsearch one');
  // Elasticsearch's documented answer to GET /, from a 7.17 cluster.
  await page.route(
    (url) => url.origin === engine.url && url.pathname === '/',
    async (route) => {
      const real = (await (await route.fetch()).json()) as Record<string, unknown>;
      await fulfillFromSpec(route, {
        engine: 'elasticsearch',
        method: 'GET',
        path: '/',
        headers: { 'access-control-allow-origin': '*' },
        body: { ...real, version: { ...(real.version as object), number: '7.17.25' } },
      });
    },
  );
  await openConsole(page, engine.url);
  // ES|QL (8.11) is not offered, not even its endpoints the specification gives no version
  // (`_query/data_source`), once the catalogue is there (`_cat` is offered).
  await chooseMethod(page, 'GET');
  await typePath(page, '_c');
  await expect(pathSuggestions(page).getByRole('option', { name: /^_cat\b/ }).first()).toBeVisible();
  await pathField(page).fill('');
  await typePath(page, '_q');
  await expect(pathSuggestions(page).getByRole('option', { name: /^_query\b/ })).toHaveCount(0);
  await pathField(page).fill('');
  await chooseMethod(page, 'POST');
  await typePath(page, '_query/');
  await expect(pathSuggestions(page).getByRole('option', { name: /^async\b/ })).toHaveCount(0);

  await page.unrouteAll();
  await page.reload();
  await expect(pathField(page)).toBeVisible();
  await chooseMethod(page, 'POST');
  // The tab keeps its path over the reload (or not yet, when the reload came first).
  await pathField(page).fill('');
  await typePath(page, '_query/');
  await expect(pathSuggestions(page).getByRole('option', { name: /^async\b/ })).toBeVisible();
});

test('a mistyped endpoint, method, parameter and body key are marked before sending, with their fix', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  await pathField(page).fill('/_serach');
  const checks = page.getByRole('list', { name: 'Checks of the request' });
  await expect(checks).toContainText('_serach: did you mean _search?');
  await checks.getByRole('button', { name: 'Use _search' }).click();
  await expect(pathField(page)).toHaveValue('/_search');
  await expect(checks).toBeHidden();

  await pathField(page).fill(`/${INDEX}/_search?sise=1`);
  await expect(checks).toContainText('search has no parameter sise: did you mean size?');
  await checks.getByRole('button', { name: 'Use size' }).click();
  await expect(pathField(page)).toHaveValue(`/${INDEX}/_search?size=1`);
  await expect(checks).toBeHidden();

  await chooseMethod(page, 'POST');
  await pathField(page).fill(`/${INDEX}`);
  await expect(checks).toContainText(`/${INDEX} does not take POST; it takes DELETE, GET, HEAD, PUT.`);

  // Body keys: the unknown one is underlined, its message shown on hover; nothing is blocked.
  await pathField(page).fill(`/${INDEX}/_search`);
  await typeBody(page, '{"query": {"mach": {"headline": "x"}}}');
  await page.keyboard.press('Escape');
  const warning = page.locator('.cm-lintRange-warning').filter({ hasText: '"mach"' });
  await expect(warning).toBeVisible();
  await warning.hover();
  await expect(page.locator('.cm-tooltip-lint')).toContainText('mach is not a known key here: did you mean match?');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel(/^Response status/)).toContainText('400');
});

test("the Docs button opens the page of the endpoint being written", async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  await pathField(page).fill(`${INDEX}/_search`);
  const docs = page.getByRole('link', { name: 'Documentation of search', exact: true });
  const { version } = await engineCall<{ version: { number: string } }>(engine, 'GET', '');
  const [major, minor] = version.number.split('.');
  await expect(docs).toHaveAttribute(
    'href',
    engine.kind === 'elasticsearch'
      ? `https://www.elastic.co/docs/api/doc/elasticsearch/v${major}/operation/operation-search`
      : `https://docs.opensearch.org/${major}.${minor}/api-reference/search/`,
  );
  await pathField(page).fill('_cat/indices');
  await expect(page.getByTestId('rest-endpoint-docs')).toHaveAccessibleName('Documentation of cat.indices');
  // The list's footer links the page of the highlighted entry's endpoint.
  await pathField(page).fill('');
  await typePath(page, '_cat/ind');
  await expect(pathSuggestions(page)).toBeVisible();
  await pathField(page).press('ArrowDown');
  // The button follows the path once typing pauses; the footer follows the list at once.
  await expect(page.getByTestId('rest-endpoint-docs')).toHaveAccessibleName('API documentation: no known endpoint in the path');
  const footer = page.getByRole('link', { name: 'Documentation of cat.indices', exact: true });
  await expect(footer).toHaveAttribute('href', /cat-indices/);
});
