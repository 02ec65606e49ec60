// Every JSON answer a route fixture gives goes through fulfillFromSpec (support/specAnswer.ts),
// which checks it against the engine's specification. A `route.fulfill(` with a JSON body
// elsewhere fails here, unless a `schema-exempt:` comment just above says why no schema applies.
// Run: npm run unit (in e2e/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELPER = 'support/specAnswer.ts';

function tsFiles(dir: string): string[] {
  return fs.readdirSync(path.join(e2e, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'test-results'].includes(entry.name) ? [] : tsFiles(rel);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

/** The argument text of the call opening at `start` (up to its closing parenthesis). */
function callText(text: string, start: number): string {
  let depth = 0;
  for (let i = text.indexOf('(', start); i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** `file:line` of each JSON `route.fulfill(` outside the helper and not marked exempt. */
function uncheckedFulfils(rel: string, text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/\broute\.fulfill\(/g)) {
    const call = callText(text, match.index);
    if (!/JSON\.stringify|\bjson\s*:/.test(call)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const before = text.split('\n').slice(Math.max(0, line - 4), line - 1).join('\n');
    if (!before.includes('schema-exempt:')) out.push(`${rel}:${line}`);
  }
  return out;
}

describe('route fixtures', () => {
  it('answer JSON only through fulfillFromSpec', () => {
    const files = ['specs', 'support', 'fixtures'].flatMap(tsFiles).filter((rel) => rel !== HELPER);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((rel) => uncheckedFulfils(rel, fs.readFileSync(path.join(e2e, rel), 'utf8')));
    expect(found, 'route.fulfill with a JSON body outside fulfillFromSpec (see support/specAnswer.ts)').toEqual([]);
  });

  it('finds a JSON fulfil, and leaves one marked exempt', () => {
    const plain = "await route.fulfill({\n  status: 200,\n  body: JSON.stringify({ a: 1 }),\n});";
    expect(uncheckedFulfils('specs/x.spec.ts', `const a = 1;\n${plain}`)).toEqual(['specs/x.spec.ts:2']);
    expect(uncheckedFulfils('specs/x.spec.ts', `await route.fulfill({ json: { a: f(1) } });`)).toEqual(['specs/x.spec.ts:1']);
    expect(uncheckedFulfils('specs/x.spec.ts', `// schema-exempt: an HTML page\n${plain}`)).toEqual([]);
    expect(uncheckedFulfils('specs/x.spec.ts', `await route.fulfill({ status: 204, headers: cors });`)).toEqual([]);
  });
});
