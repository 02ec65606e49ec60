import { readFile } from 'node:fs/promises';
import { expect } from '../fixtures/test';
import { chooseMethod, editor, editorLines, expectResponse, historyPanel, openConsole, send, setBody, statusChip, test } from '../support/restConsole';

// The REST console against the project's engine: requests and answers (JSON and text), the
// keys that send, the checks of the path, the documentation link, and the history of what was
// sent, kept over reloads (support/restConsole.ts).

test('create, bulk index, search, list, check and delete an index; history keeps them over a reload', async ({ page, engine }) => {
  // Eight requests and a reload: more than the default time on a busy machine.
  test.slow();
  const index = 'e2e-rest-crud';
  await openConsole(page, engine.url);

  await send(page, 'PUT', index, JSON.stringify({ settings: { index: { number_of_shards: 1, number_of_replicas: 0 } } }));
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await expectResponse(page, /"acknowledged": true/);

  // NDJSON goes out as typed: one action or document per line, and a final line break.
  const bulk = [`{"index":{"_index":"${index}","_id":"a/1"}}`, '{"title":"first"}', `{"index":{"_index":"${index}","_id":"2"}}`, '{"title":"second"}', ''].join('\n');
  await send(page, 'POST', '_bulk?refresh=true', bulk);
  await expectResponse(page, /"errors": false/);
  await expect(statusChip(page, '200 OK')).toBeVisible();

  await send(page, 'POST', `${index}/_search`, '{"query":{"match_all":{}}}');
  await expectResponse(page, /"value": 2/);
  // The id holding a slash is reachable when typed encoded: the '%' path is left alone.
  await send(page, 'GET', `${index}/_doc/a%2F1`);
  await expectResponse(page, /"found": true/);
  await expectResponse(page, /"title": "first"/);

  await send(page, 'GET', '_cat/indices?v');
  if (engine.kind === 'elasticsearch') {
    // noida-db answers _cat as text: shown line for line, not reformatted.
    await expect.poll(async () => (await editorLines(page, 'Response'))[0]).toMatch(/^health\s+status\s+index/);
  } else {
    // osmem-server, like real clusters, follows the console's Accept: application/json.
    await expectResponse(page, new RegExp(`"index": "${index}"`));
  }
  await expect(editor(page, 'Response')).toContainText(index);

  await send(page, 'HEAD', index);
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await expect.poll(async () => (await editorLines(page, 'Response')).join('')).toBe('');
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toBeDisabled();

  await send(page, 'DELETE', index);
  await expectResponse(page, /"acknowledged": true/);

  const expected = [`DELETE ${index}`, `HEAD ${index}`, 'GET _cat/indices?v', `GET ${index}/_doc/a%2F1`, `POST ${index}/_search`, 'POST _bulk?refresh=true', `PUT ${index}`];
  await page.getByRole('button', { name: 'History' }).click();
  await expect(historyPanel(page).getByRole('row')).toHaveCount(expected.length + 1);
  await page.reload();
  await expect(historyPanel(page)).toBeVisible();
  const rows = historyPanel(page).getByRole('row');
  await expect(rows).toHaveCount(expected.length + 1);
  for (const [i, query] of expected.entries()) await expect(rows.nth(i + 1)).toContainText(query);
  // GET and HEAD are stored without a body; the body preview has its whitespace removed.
  await expect(rows.nth(5)).toContainText('{"query":{"match_all":{}}}');

  // The search box narrows the history; the chosen row is highlighted and previewed, and its
  // body, edited in the preview, goes into the current tab.
  await historyPanel(page).getByRole('textbox', { name: 'Search' }).fill('_search');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).click();
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await historyPanel(page).getByRole('button', { name: 'Beautify' }).click();
  await historyPanel(page).getByRole('button', { name: 'Use in current tab' }).click();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('POST');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue(`${index}/_search`);
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['{', '  "query": {', '    "match_all": {}', '  }', '}']);
});

test('Ctrl+Enter in the path or the body sends, and so does Enter with the list closed; Download as JSON is named after the request', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  const path = page.getByRole('textbox', { name: 'Path' });
  const healthCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(engine.url) && new URL(request.url()).pathname === '/_cluster/health') healthCalls.push(request.method());
  });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  // The list is open (the parameters): Ctrl+Enter sends what is typed, not the entry.
  await path.fill('_cluster/health?');
  await expect(suggestions).toBeVisible();
  await path.press('ControlOrMeta+Enter');
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await expect(path).toHaveValue('_cluster/health?');
  await expect.poll(() => healthCalls.length).toBe(1);
  // Esc closes the list; Enter then sends what is typed.
  await path.press('End');
  await path.pressSequentially('lev');
  await expect(suggestions).toBeVisible();
  await path.press('Escape');
  await expect(suggestions).toBeHidden();
  await path.press('Enter');
  await expect.poll(() => healthCalls.length).toBe(2);
  await expect(path).toHaveValue('_cluster/health?lev');
  // A tab sends one request at a time: the next Enter would be ignored before this answer is in.
  await expect(page.getByRole('button', { name: 'Send request' })).toBeEnabled();
  // With no entry to offer, Enter sends.
  await path.fill('_cluster/health');
  await expect(suggestions).toBeHidden();
  await path.press('Enter');
  await expect.poll(() => healthCalls.length).toBe(3);
  await expectResponse(page, /"status": "(green|yellow)"/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('get__cluster_health.json');
  expect(JSON.parse(await readFile(await download.path(), 'utf8'))).toHaveProperty('status');

  await chooseMethod(page, 'POST');
  await page.getByRole('textbox', { name: 'Path' }).fill('_count');
  await setBody(page, '{"query":{"match_all":{}}}');
  await editor(page, 'Request body').press('ControlOrMeta+Enter');
  await expectResponse(page, /"count": \d+/);
  await expect(statusChip(page, '200 OK')).toBeVisible();
});

test('a text answer is shown as text, line for line', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  // format=txt: osmem-server, like real clusters, otherwise follows the Accept: application/json.
  await send(page, 'GET', '_cat/health?v&format=txt');
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await expect.poll(async () => (await editorLines(page, 'Response'))[0]).toMatch(/^epoch\s+timestamp\s+cluster\s+status/);
  await expect.poll(async () => (await editorLines(page, 'Response')).length).toBeGreaterThan(1);
});

test('a text answer is not coloured as JSON and downloads as .txt', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  // noida-db answers _cat as text by itself; osmem-server, like real clusters, follows the
  // console's Accept: application/json unless the path asks for text.
  const path = engine.kind === 'elasticsearch' ? '_cat/indices?v' : '_cat/indices?v&format=txt';
  await send(page, 'GET', path);
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await expect.poll(async () => (await editorLines(page, 'Response'))[0]).toMatch(/^health\s+status\s+index/);
  await expect(editor(page, 'Response')).not.toHaveAttribute('data-language', 'json');
  await expect(page.getByRole('button', { name: 'Download as JSON' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as text' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^get__cat_indices_v\w*\.txt$/);
  expect(await readFile(await download.path(), 'utf8')).toMatch(/^health\s+status\s+index/);

  // A JSON answer is highlighted again.
  await send(page, 'GET', '_cluster/health');
  await expectResponse(page, /"status": "(green|yellow)"/);
  await expect(editor(page, 'Response')).toHaveAttribute('data-language', 'json');
});

test('the checks of the path show once typing pauses or on send, without moving the editors', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'POST');
  const body = page.getByRole('group', { name: 'Request body' });
  await expect(body).toBeVisible();
  const top = async () => (await body.boundingBox())?.y;
  const before = await top();
  expect(before).toBeDefined();
  const checks = page.getByTestId('rest-request-checks');
  const path = page.getByRole('textbox', { name: 'Path' });
  await path.click();
  await path.pressSequentially('_serch', { delay: 50 });
  await expect(checks).toContainText('_serch: did you mean _search?');
  expect(await top()).toBe(before);
  // The hint's button writes the endpoint in; the warning goes, the editors stay.
  await checks.getByRole('button', { name: 'Use _search' }).click();
  await expect(path).toHaveValue('_search');
  await expect(checks).toBeEmpty();
  expect(await top()).toBe(before);

  // Sent at once: the path is checked with the request.
  await chooseMethod(page, 'GET');
  await path.fill('_serch');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(checks).toContainText('_serch: did you mean _search?');
  await expect(page.getByLabel(/^Response status/)).toBeVisible();
});

test('PATCH reaches the cluster and its answer is shown', async ({ page, engine }) => {
  test.skip(engine.kind === 'elasticsearch', "noida-db's CORS answer, like Elasticsearch's default http.cors.allow-methods, leaves PATCH out");
  await openConsole(page, engine.url);
  await send(page, 'PATCH', 'e2e-rest-patch', '{}');
  await expect(page.getByLabel(/^Response status 405/)).toBeVisible();
  await expectResponse(page, /Incorrect HTTP method/);
});

test('the heading links the API documentation of the cluster version; one side panel is open at a time', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  const docs = page.getByRole('link', { name: 'API documentation', exact: true });
  // noida-db reports 8.15.3, osmem-server 3.8.0.
  const expected = engine.kind === 'elasticsearch' ? 'https://www.elastic.co/guide/en/elasticsearch/reference/8.15/rest-apis.html' : 'https://docs.opensearch.org/3.8/api-reference/';
  await expect(docs).toHaveAttribute('href', expected);

  const history = page.getByRole('button', { name: 'History' });
  const saved = page.getByRole('button', { name: 'Saved queries' });
  await history.click();
  await expect(historyPanel(page)).toBeVisible();
  await saved.click();
  await expect(page.getByRole('region', { name: 'Saved queries' })).toBeVisible();
  await expect(historyPanel(page)).toHaveCount(0);
  await expect(history).toHaveAttribute('aria-pressed', 'false');
  await saved.click();
  await expect(page.getByRole('region', { name: 'Saved queries' })).toHaveCount(0);
});

test('a failed request shows its status in the chip and is kept in the history with it', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await send(page, 'GET', 'e2e-rest-missing/_doc/1');
  await expect(page.getByLabel(/^Response status 404/)).toBeVisible();
  await send(page, 'GET', '_cluster/health');
  await expect(page.getByLabel(/^Response status 200/)).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const rows = historyPanel(page).getByRole('row');
  await expect(rows.filter({ hasText: 'GET e2e-rest-missing/_doc/1' })).toContainText('404 Not Found');
  await expect(rows.filter({ hasText: 'GET _cluster/health' })).toContainText('200 OK');
  // The failed one can be found by its status.
  await historyPanel(page).getByRole('textbox', { name: 'Search' }).fill('status:404');
  await expect(rows.filter({ hasText: 'GET _cluster/health' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'GET e2e-rest-missing/_doc/1' })).toBeVisible();
});

test('GET hides the body behind the hint, which switches to POST', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await chooseMethod(page, 'GET');
  await expect(page.getByText('You cannot send a request body via GET. Please use POST if you want to send a request body.')).toBeVisible();
  await expect(editor(page, 'Request body')).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to POST' }).click();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('POST');
  await expect(editor(page, 'Request body')).toBeVisible();
});
