// The page's early script as the build writes it: one classic script with no import left, a few
// kilobytes, that asks the shown cluster for the requests of the engine its root names (and names
// the first code as preloads, app/frame/pageCode.ts).
import { describe, expect, it } from 'vitest';
import { bundledScript } from './pageScripts.ts';

const CLUSTER = 'http://localhost:9200';

const built = bundledScript(
  'early',
  new URL('../src/app/frame/earlyScript.ts', import.meta.url),
).source();

/** Runs the script on a page at /cluster/0/indices showing CLUSTER; the addresses it asked. */
async function run(version: Record<string, string>): Promise<string[]> {
  const asked: string[] = [];
  const answer = (url: string) =>
    new Response(JSON.stringify(url === `${CLUSTER}/` ? { version } : {}), { status: 200 });
  const page = {
    location: { pathname: '/cluster/0/indices' },
    localStorage: { getItem: () => null },
    fetch: (url: string) => {
      asked.push(url);
      return Promise.resolve(answer(url));
    },
  };
  const boot = { textContent: JSON.stringify({ clusters: [{ name: 'a', uri: CLUSTER }] }) };
  const document = {
    baseURI: 'http://localhost:8080/',
    getElementById: (id: string) => (id === 'shardscope-boot' ? boot : null),
  };
  new Function('window', 'document', await built)(page, document);
  for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return asked;
}

describe('the built early script', { timeout: 30_000 }, () => {
  it('is one classic script of a few kilobytes, with no import or export', async () => {
    const script = await built;
    expect(script).not.toMatch(/(^|[;}\s])(import|export)[\s{*(]/);
    expect(script.length).toBeGreaterThan(1_000);
    // The requests table, the cluster choice, and the naming of the first code as preloads.
    expect(script.length).toBeLessThan(9_000);
  });

  it.each([
    ['Elasticsearch', { number: '8.15.3', build_flavor: 'default' }, /expand_wildcards=all$/],
    ['OpenSearch', { number: '2.19.0', distribution: 'opensearch' }, /&s=index&bytes=b$/],
  ])("asks for the engine's own indices list once %s's root names it", async (_, version, end) => {
    const asked = await run(version);
    expect(asked.slice(0, 2)).toEqual([`${CLUSTER}/`, `${CLUSTER}/_cluster/health`]);
    const lists = asked.filter((url) => url.startsWith(`${CLUSTER}/_cat/indices?`));
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatch(end);
  });
});
