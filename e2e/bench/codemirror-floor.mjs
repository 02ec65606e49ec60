#!/usr/bin/env node
// What typing costs in CodeMirror 6 alone on this machine, the floor under the REST console's
// body editor (compare rest-completion.mjs), run on demand:
//   node e2e/bench/codemirror-floor.mjs [keys]
// Bundles a page holding nothing but an editor (from the frontend's own CodeMirror packages,
// with rolldown), a 600-pixel editor scrolling itself, in two set-ups: bare (no extension) and the usual ones (line numbers, folding,
// active line, selection, history, JSON, bracket matching, highlighting, completion). Fills it
// with 10 and with 10,000 lines, then types the same keys as rest-completion.mjs's body at ten
// keys a second, and prints the main thread's CPU ms per key (script, style, layout, paint; the
// harness's own share included, as there).
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { launchChromium } from './lib/processes.mjs';
import { threadTime } from './lib/profiling.mjs';
import { searchBody } from './lib/searchBody.mjs';
import { median } from './lib/statistics.mjs';

const KEYS = process.argv[2] ?? '{"match": {"field_04';
const frontend = fileURLToPath(new URL('../../frontend/', import.meta.url));

const PAGE = `import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion } from '@codemirror/autocomplete';
const bare = new URL(location.href).searchParams.get('setup') === 'bare';
const keys = ['match', 'match_all', 'match_phrase', 'multi_match', 'term', 'terms', 'bool', 'range'];
const source = (context) => {
  const word = context.matchBefore(/"?\\w*/);
  return word && { from: word.from, options: keys.map((key) => ({ label: '"' + key + '"', type: 'property' })) };
};
const usual = [lineNumbers(), foldGutter(), highlightActiveLine(), highlightActiveLineGutter(), drawSelection(), history(), json(),
  bracketMatching(), syntaxHighlighting(defaultHighlightStyle), autocompletion({ override: [source], activateOnTypingDelay: 0 }),
  keymap.of([...defaultKeymap, ...historyKeymap])];
window.view = new EditorView({
  parent: document.getElementById('host'),
  state: EditorState.create({ extensions: [bare ? [] : usual, EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } })] }),
});
`;
const HTML = '<!doctype html><meta charset="utf-8"><style>html,body{margin:0;height:100%}#host{height:600px;width:700px}</style><div id="host"></div><script type="module" src="/page.js"></script>';

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'codemirror-floor-'));
  try {
    await writeFile(join(dir, 'page.js'), PAGE);
    // Resolved from the frontend's packages: the same CodeMirror as the app's.
    await symlink(join(frontend, 'node_modules'), join(dir, 'node_modules'));
    execFileSync(join(frontend, 'node_modules/.bin/rolldown'), [join(dir, 'page.js'), '--file', join(dir, 'bundle.js'), '--format', 'esm', '--minify'], { cwd: frontend, stdio: 'ignore' });
    const bundle = await readFile(join(dir, 'bundle.js'));
    const server = createServer((request, response) => {
      const script = request.url.startsWith('/page.js');
      response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html' });
      response.end(script ? bundle : HTML);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}/`;
    const browser = await launchChromium();
    console.log(`CodeMirror 6 alone, headless Chromium ${browser.version()}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
    console.log('set-up | lines | main-thread CPU ms per key, median / p95 / max');
    for (const setup of ['bare', 'usual']) {
      for (const lines of [10, 10_000]) {
        const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
        await page.goto(`${url}?setup=${setup}`);
        await page.waitForFunction(() => window.view);
        await page.evaluate((text) => window.view.dispatch({ changes: { from: 0, insert: text } }), searchBody(lines));
        await page.locator('.cm-content').click();
        for (const key of ['Control+Home', 'ArrowDown', 'ArrowDown', 'End', 'Enter']) await page.keyboard.press(key);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Performance.enable');
        const samples = [];
        for (const key of KEYS) {
          const before = await threadTime(cdp);
          await page.keyboard.type(key);
          await page.waitForTimeout(100);
          samples.push((await threadTime(cdp)) - before);
        }
        const sorted = [...samples].sort((a, b) => a - b);
        const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1];
        console.log(`${setup} | ${lines} | ${median(samples).toFixed(1)} / ${p95.toFixed(1)} / ${sorted.at(-1).toFixed(1)}`);
        await page.close();
      }
    }
    await browser.close();
    server.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
