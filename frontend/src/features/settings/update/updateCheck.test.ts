import { checkForUpdate, updateHostOf, type UpdateCheckContext } from './updateCheck';

const BASE = 'http://console.example/shardscope/';
const CONFIG_URL = 'http://console.example/shardscope/api/config.json';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers by URL and records every request. */
function fakeFetch(answers: Record<string, () => Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[url];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('Failed to fetch'));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function context(
  fetch: typeof globalThis.fetch,
  uuid = vi.fn(() => 'the-uuid'),
): UpdateCheckContext {
  return {
    fetch,
    baseUri: BASE,
    version: '0.1.0',
    platform: { os: 'linux', arch: 'x86_64' },
    installationUuid: uuid,
  };
}

const UPDATE_URL = 'https://updates.example/api/update/0.1.0/docker/linux/x86_64';

describe('checkForUpdate', () => {
  it('sends no request but the configuration’s when no update URL is configured', async () => {
    const uuid = vi.fn(() => 'the-uuid');
    const { fetch, sent } = fakeFetch({
      [CONFIG_URL]: () => json({ version: '0.1.0', basePath: '/shardscope/', updateUrl: null }),
    });
    await expect(checkForUpdate(context(fetch, uuid))).resolves.toBeNull();
    expect(sent.map((request) => request.url)).toEqual([CONFIG_URL]);
    expect(uuid).not.toHaveBeenCalled();
  });

  it('takes the configuration the page brought instead of asking for it', async () => {
    const { fetch, sent } = fakeFetch({ [UPDATE_URL]: () => json({ version: '0.3.0' }) });
    const config = { version: '0.1.0', basePath: '/', updateUrl: 'https://updates.example/' };
    await expect(checkForUpdate({ ...context(fetch), config })).resolves.toBe('0.3.0');
    expect(sent.map((request) => request.url)).toEqual([UPDATE_URL]);
  });

  it('asks the update host with the installation uuid and offers a newer version', async () => {
    const { fetch, sent } = fakeFetch({
      [CONFIG_URL]: () =>
        json({ version: '0.1.0', basePath: '/', updateUrl: 'https://updates.example/' }),
      [UPDATE_URL]: () => json({ version: '0.3.0' }),
    });
    await expect(checkForUpdate(context(fetch))).resolves.toBe('0.3.0');
    expect(sent[1]).toEqual({ url: UPDATE_URL, headers: { 'X-Shardscope-Uuid': 'the-uuid' } });
  });

  it('offers nothing when the host answers the same or an older version', async () => {
    const { fetch } = fakeFetch({
      [CONFIG_URL]: () => json({ updateUrl: 'https://updates.example' }),
      [UPDATE_URL]: () => json({ version: '0.1.0' }),
    });
    await expect(checkForUpdate(context(fetch))).resolves.toBeNull();
  });

  it.each([
    ['a non-200 answer', () => json({ version: '9.0.0' }, 204)],
    ['a server error', () => json({ error: 'down' }, 500)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an answer without version', () => json({ latest: '9.0.0' })],
  ])('ignores %s', async (_name, answer) => {
    const { fetch } = fakeFetch({
      [CONFIG_URL]: () => json({ updateUrl: 'https://updates.example' }),
      [UPDATE_URL]: answer,
    });
    await expect(checkForUpdate(context(fetch))).resolves.toBeNull();
  });

  it('ignores a network failure and a missing configuration', async () => {
    await expect(checkForUpdate(context(fakeFetch({}).fetch))).resolves.toBeNull();
    const missing = fakeFetch({ [CONFIG_URL]: () => new Response('not found', { status: 404 }) });
    await expect(checkForUpdate(context(missing.fetch))).resolves.toBeNull();
    expect(missing.sent).toHaveLength(1);
  });
});

describe('updateHostOf', () => {
  it('takes only an http(s) update URL', () => {
    expect(updateHostOf({ updateUrl: 'https://u.example' })).toBe('https://u.example/');
    expect(updateHostOf({ updateUrl: '' })).toBeNull();
    expect(updateHostOf({ updateUrl: 'javascript:alert(1)' })).toBeNull();
    expect(updateHostOf({ updateUrl: null })).toBeNull();
    expect(updateHostOf('https://u.example')).toBeNull();
  });
});
