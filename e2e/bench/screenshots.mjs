// Screenshots of the states named on the command line, light and dark, against one engine whose
// data it fills first (an index with an alias, templates of the three kinds, a pipeline):
//   node bench/screenshots.mjs <binary> <engineUrl> <outDir> <tag> <state>...
// Each state is saved as <outDir>/<state>-<tag>-<light|dark>.png; the states are the keys of
// `states` below. Run it with two binaries (tags before and after) to compare a change.
// SCREENSHOT_PROXY=1 reaches the engine through the console's server (an engine that sends no
// CORS headers, as the OpenSearch test engine).
import { mkdirSync } from 'node:fs';
import { launchChromium, start, freePort, waitFor } from './lib/processes.mjs';

const [binary, engineUrl, outDir, tag] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const call = async (method, path, body) => {
  const r = await fetch(`${engineUrl}/${path}`, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  return r.text();
};
async function seed() {
  await call('PUT', 'orders', { settings: { number_of_replicas: 0 } });
  let bulk = '';
  for (let i = 0; i < 200; i++) bulk += `{"index":{"_index":"orders"}}\n{"n":${i},"level":"INFO","bytes":"${i}"}\n`;
  await fetch(`${engineUrl}/_bulk?refresh=true`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: bulk });
  await call('POST', '_aliases', { actions: [{ add: { index: 'orders', alias: 'orders-current' } }] });
  await call('PUT', '_component_template/logs-base', { template: { settings: { number_of_shards: 1 } } });
  await call('PUT', '_index_template/logs', { index_patterns: ['logs-*'], composed_of: ['logs-base'], priority: 100 });
  await call('PUT', '_template/old-logs', { index_patterns: ['old-*'], order: 0 });
  await call('PUT', '_ingest/pipeline/access-logs', { description: 'Parses access logs', processors: [
    { set: { field: 'env', value: 'prod' } }, { lowercase: { field: 'level', if: 'ctx.level != null' } },
    { convert: { field: 'bytes', type: 'integer' } }, { remove: { field: 'tmp', ignore_missing: true } }] });
}
const port = await freePort();
start(binary, [], { SHARDSCOPE_LISTEN: `127.0.0.1:${port}`, SHARDSCOPE_CLUSTERS: JSON.stringify([{ name: 'local', uri: engineUrl, ...(process.env.SCREENSHOT_PROXY ? { id: 'local', proxy: true } : {}) }]), RUST_LOG: 'warn' });
const app = `http://127.0.0.1:${port}/`;
await waitFor(`${app}healthz`);
await seed();
const browser = await launchChromium();
// What a user would see once the screen settles: a short pause before each picture.
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const states = {
  // The screens as they open, with their toolbars and footers.
  async dashboard(page) {
    await page.goto(`${app}cluster/0`); await pause(1500);
  },
  async indices(page) {
    await page.goto(`${app}cluster/0/indices`); await pause(1200);
  },
  async search(page) {
    await page.goto(`${app}cluster/0/search`); await pause(1200);
  },
  async shards(page) {
    await page.goto(`${app}cluster/0/shards`); await pause(1200);
  },
  async 'rest-path-list'(page) {
    await page.goto(`${app}cluster/0/rest`);
    const path = page.getByRole('textbox', { name: 'Path' });
    await path.click(); await path.fill(''); await path.pressSequentially('_cat/ind', { delay: 60 });
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor(); await pause(500);
  },
  async 'rest-method-in-path'(page) {
    await page.goto(`${app}cluster/0/rest`);
    const path = page.getByRole('textbox', { name: 'Path' });
    await path.click(); await path.fill(''); await path.pressSequentially('GET _cat/indices?v', { delay: 40 });
    await page.keyboard.press('Escape'); await pause(900);
  },
  async 'rest-warning'(page) {
    await page.goto(`${app}cluster/0/rest`);
    const path = page.getByRole('textbox', { name: 'Path' });
    await path.click(); await path.fill(''); await path.pressSequentially('orders/_serach', { delay: 60 });
    await page.keyboard.press('Escape'); await pause(1200);
  },
  async 'rest-no-warning'(page) {
    await page.goto(`${app}cluster/0/rest`);
    const path = page.getByRole('textbox', { name: 'Path' });
    await path.click(); await path.fill(''); await path.pressSequentially('orders/_search', { delay: 60 });
    await page.keyboard.press('Escape'); await pause(1200);
  },
  async 'indices-row-menu-danger'(page) {
    await page.setViewportSize({ width: 1280, height: 768 });
    await page.goto(`${app}cluster/0/indices`);
    await page.getByRole('button', { name: 'Actions for orders', exact: true }).click(); await pause(300);
    await page.getByRole('menuitem', { name: 'Danger zone' }).hover(); await pause(600);
  },
  async 'templates-legacy'(page) {
    await page.goto(`${app}cluster/0/index_templates?kind=legacy`);
    await pause(1500);
  },
  async 'templates'(page) {
    await page.goto(`${app}cluster/0/index_templates`);
    await page.getByText('logs', { exact: true }).first().waitFor({ timeout: 10000 }).catch(() => {});
    await pause(800);
  },
  async 'data-streams'(page) {
    await page.goto(`${app}cluster/0/data_streams`); await pause(2500);
  },
  async 'indices-row-menu'(page) {
    await page.setViewportSize({ width: 1280, height: 768 });
    await page.goto(`${app}cluster/0/indices`);
    await page.getByRole('button', { name: 'Actions for orders', exact: true }).click(); await pause(600);
  },
  async 'ingest-simulator'(page) {
    await page.goto(`${app}cluster/0/ingest_pipelines`);
    await page.getByRole('button', { name: 'Simulate access-logs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Simulate pipeline access-logs' });
    await dialog.getByRole('button', { name: 'Run' }).click(); await pause(1500);
  },
  async 'diagnostics-health'(page) {
    await page.goto(`${app}cluster/0/diagnostics?view=health`); await pause(2500);
  },
  async 'diagnostics-analysis'(page) {
    await page.setViewportSize({ width: 1280, height: 1500 });
    await page.goto(`${app}cluster/0/diagnostics?view=analysis`);
    await page.getByRole('textbox', { name: 'Text to analyse' }).fill('The Quick Brown Foxes jumped over the lazy dogs of the town');
    await page.getByText('A custom chain', { exact: true }).click();
    for (const filter of ['lowercase', 'stop', 'porter_stem']) {
      await page.getByRole('textbox', { name: 'Token filters', exact: true }).click();
      await page.getByRole('option', { name: filter, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Explain each stage' }).check();
    await page.getByRole('button', { name: 'Analyse' }).click(); await pause(1200);
  },
  async 'diagnostics-profiler'(page) {
    const query = encodeURIComponent(JSON.stringify({ query: { bool: { must: [{ match: { level: 'info' } }], filter: [{ range: { n: { gte: 10 } } }] } }, aggs: { levels: { terms: { field: 'level.keyword' } } } }));
    await page.setViewportSize({ width: 1280, height: 1300 });
    await page.goto(`${app}cluster/0/diagnostics?view=profiler&index=orders&query=${query}`);
    await page.getByRole('button', { name: 'Profile', exact: true }).click(); await pause(1500);
  },
  async 'diagnostics-disk'(page) {
    await page.goto(`${app}cluster/0/diagnostics?view=disk&index=orders`); await pause(800);
    const analyse = page.getByRole('button', { name: 'Analyse disk usage' });
    if (await analyse.count()) {
      await analyse.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Analyse', exact: true }).click();
      await pause(1500);
    }
  },
};
for (const name of process.argv.slice(6)) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    try { await states[name](page); } catch (error) { console.log(name, scheme, String(error).split('\n')[0]); }
    await page.screenshot({ path: `${outDir}/${name}-${tag}-${scheme}.png` });
    await context.close();
  }
}
await browser.close();
process.exit(0);
