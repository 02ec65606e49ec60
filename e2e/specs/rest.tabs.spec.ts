import { expect } from '../fixtures/test';
import { engineCall } from '../support/engineApi';
import { addTab, chooseMethod, editor, editorLines, expectResponse, openConsole, send, setBody, statusChip, test } from '../support/restConsole';

// The REST console's tabs: added, renamed, closed (asking first when they hold something) and
// kept over reloads with every key typed, and requests pasted into them, several opening a tab
// each.

test('tabs: add, rename inline, close; the tabs and the active one survive a reload', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await page.getByRole('textbox', { name: 'Path' }).fill('first-tab-path');
  const second = await addTab(page, 'Tab 2');
  // A new tab starts with GET and an empty path.
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('GET');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('');

  await second.dblclick();
  await page.getByRole('textbox', { name: 'Tab name' }).fill('logs');
  await page.getByRole('textbox', { name: 'Tab name' }).press('Enter');
  await page.getByRole('textbox', { name: 'Path' }).fill('logs/_search');
  await addTab(page, 'Tab 3');
  await page.getByRole('button', { name: 'Close Tab 3' }).click();
  // Closing the active tab activates the first one.
  await expect(page.getByRole('tab', { name: 'Tab 1' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'logs' }).click();
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('logs/_search');

  await page.reload();
  await expect(page.getByRole('tab')).toHaveText(['Tab 1', 'logs']);
  await expect(page.getByRole('tab', { name: 'logs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('logs/_search');
  await page.getByRole('tab', { name: 'Tab 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('first-tab-path');
});

test('the last keys typed in the body are sent by a click at once, and kept by a reload at once', async ({ page, engine }) => {
  const index = 'e2e-typed-body';
  await engineCall(engine, 'DELETE', `${index}?ignore_unavailable=true`).catch(() => undefined);
  await openConsole(page, engine.url);
  await chooseMethod(page, 'POST');
  await page.getByRole('textbox', { name: 'Path' }).fill(`${index}/_doc/1?refresh=true`);
  await editor(page, 'Request body').click();
  // Typed key by key, then clicked without a pause: the body reaches the request whole.
  await page.keyboard.type('{"title": "typed to the end"}');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(statusChip(page, '201 Created')).toBeVisible();
  const stored = (await engineCall(engine, 'GET', `${index}/_doc/1`)) as { _source: unknown };
  expect(stored._source).toEqual({ title: 'typed to the end' });
  // Typed, then the page reloaded at once: the tab keeps every key.
  await editor(page, 'Request body').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  await page.keyboard.type('"last"');
  await page.reload();
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['{"title": "typed to the end"} "last"']);
  await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

test('a new tab is GET with an empty path, and Send with an empty path asks for one instead of calling /', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await addTab(page, 'Tab 2');
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('GET');
  const path = page.getByRole('textbox', { name: 'Path' });
  await expect(path).toHaveValue('');

  const rootCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(engine.url) && new URL(request.url()).pathname === '/') rootCalls.push(request.method());
  });
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Type a path. To ask the cluster itself, type /.')).toBeVisible();
  await path.press('Enter');
  await expect(page.getByText('Type a path. To ask the cluster itself, type /.')).toBeVisible();
  await expect(page.getByLabel(/^Response status/)).toHaveCount(0);
  expect(rootCalls).toEqual([]);

  // Typing a path clears the message; / asks the cluster itself on purpose.
  await path.fill('/');
  await expect(page.getByText('Type a path. To ask the cluster itself, type /.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(statusChip(page, '200 OK')).toBeVisible();
  await expectResponse(page, /"version"/);
  expect(rootCalls).toEqual(['GET']);
});

test('closing a tab that holds a request or an answer asks first; an empty one closes at once', async ({ page, engine }) => {
  await openConsole(page, engine.url);
  await addTab(page, 'Tab 2');
  await page.getByRole('button', { name: 'Close Tab 2' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Tab 1']);

  await addTab(page, 'Tab 2');
  await send(page, 'GET', '_cluster/health');
  await expect(statusChip(page, '200 OK')).toBeVisible();
  const asking = page.getByRole('dialog', { name: 'Close tab' });
  await page.getByRole('button', { name: 'Close Tab 2' }).click();
  await expect(asking).toContainText("Close 'Tab 2'? Its request and response will be lost.");
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(asking).toBeHidden();
  await expect(page.getByRole('tab')).toHaveText(['Tab 1', 'Tab 2']);
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_cluster/health');

  await page.getByRole('button', { name: 'Close Tab 2' }).click();
  await asking.getByRole('button', { name: 'Close tab' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Tab 1']);
});

test('paste console query fills the form from the clipboard, and so does pasting into the empty editor', async ({ page, context, engine, shardscope }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shardscope.url).origin });
  await openConsole(page, engine.url);
  await page.evaluate(() => navigator.clipboard.writeText('PUT /e2e-pasted\n{\n  "settings": { "number_of_shards": 1 }\n}\n'));
  await page.getByRole('button', { name: 'Paste console query' }).click();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('PUT');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/e2e-pasted');
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['{', '  "settings": { "number_of_shards": 1 }', '}']);

  // Other text becomes the body, method and path stay.
  await page.evaluate(() => navigator.clipboard.writeText('{"size":0}'));
  await page.getByRole('button', { name: 'Paste console query' }).click();
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/e2e-pasted');
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['{"size":0}']);

  await addTab(page, 'Tab 2');
  await chooseMethod(page, 'POST');
  await setBody(page, 'GET _cat/indices?v');
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('GET');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_cat/indices?v');

  // Kibana's request line typed into the path field: the method goes to the method field.
  const path = page.getByRole('textbox', { name: 'Path' });
  await chooseMethod(page, 'POST');
  await path.fill('');
  await path.pressSequentially('get _cat/indices?v');
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('GET');
  await expect(path).toHaveValue('_cat/indices?v');
  // Requests on several lines pasted into the path field open one tab each.
  await path.fill('');
  await path.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, 'GET _cat/health?v\n\nGET _cat/nodes?v\n');
  await expect(page.getByRole('status').filter({ hasText: '2 requests pasted into 2 tabs' })).toBeVisible();
  await expect(path).toHaveValue('_cat/health?v');
  await page.getByRole('tab').last().click();
  await expect(path).toHaveValue('_cat/nodes?v');
});

test('pasting three requests from the documentation opens one tab per request, each sent as written', async ({ page, engine }) => {
  const index = 'e2e-pasted-three';
  await engineCall(engine, 'DELETE', `${index}?ignore_unavailable=true`).catch(() => undefined);
  await openConsole(page, engine.url);
  const path = page.getByRole('textbox', { name: 'Path' });
  await chooseMethod(page, 'POST');
  await path.fill('kept/_search');
  const pasted = [
    '# Create the index',
    `PUT ${index}`,
    '{',
    '  "mappings": { "properties": { "title": { "type": "text" } } }',
    '}',
    '',
    `POST ${index}/_doc?refresh=true`,
    '{ "title": "hello" }',
    '',
    '// then search',
    `GET ${index}/_search`,
    '{',
    '  "query": { "match": { "title": "hello" } }',
    '}',
  ].join('\n');
  // Into the empty body of a tab that holds a path: the tab keeps its path, three tabs open.
  await setBody(page, pasted);
  await expect(page.getByRole('tab')).toHaveText(['Tab 1', 'Tab 2', 'Tab 3', 'Tab 4']);
  await expect(page.getByRole('tab', { name: 'Tab 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: '3 requests pasted into 3 tabs' })).toBeVisible();
  const expected = [
    { tab: 'Tab 2', method: 'PUT', path: index, body: ['{', '  "mappings": { "properties": { "title": { "type": "text" } } }', '}'], status: '200 OK' },
    { tab: 'Tab 3', method: 'POST', path: `${index}/_doc?refresh=true`, body: ['{ "title": "hello" }'], status: '201 Created' },
    { tab: 'Tab 4', method: 'POST', path: `${index}/_search`, body: ['{', '  "query": { "match": { "title": "hello" } }', '}'], status: '200 OK' },
  ];
  for (const request of expected) {
    await page.getByRole('tab', { name: request.tab }).click();
    await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue(request.method);
    await expect(path).toHaveValue(request.path);
    await expect.poll(() => editorLines(page, 'Request body')).toEqual(request.body);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(statusChip(page, request.status)).toBeVisible();
  }
  await expect(editor(page, 'Response')).toContainText('"hello"');
  await page.getByRole('tab', { name: 'Tab 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('POST');
  await expect(path).toHaveValue('kept/_search');
  await engineCall(engine, 'DELETE', index).catch(() => undefined);
});

test('a pasted dashboard console GET with a body becomes POST and sends the body', async ({ page, context, engine, shardscope }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shardscope.url).origin });
  await openConsole(page, engine.url);
  await page.evaluate(() => navigator.clipboard.writeText('GET _search\n{\n  "size": 0\n}'));
  await page.getByRole('button', { name: 'Paste console query' }).click();
  await expect(page.getByRole('textbox', { name: 'Method' })).toHaveValue('POST');
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('_search');
  await expect.poll(() => editorLines(page, 'Request body')).toEqual(['{', '  "size": 0', '}']);

  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/_search');
  await page.getByRole('button', { name: 'Send request' }).click();
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(JSON.parse(request.postData() ?? 'null')).toEqual({ size: 0 });
  await expect(statusChip(page, '200 OK')).toBeVisible();
});
