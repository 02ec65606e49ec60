import { parseRuntimeConfig } from '../../../store/runtimeConfig';
import { checkForUpdate, type UpdateCheckContext } from './updateCheck';

const HOST = 'https://updates.example/';

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
  host: string | null = HOST,
): UpdateCheckContext {
  return {
    fetch,
    host,
    version: '0.1.0',
    platform: { os: 'linux', arch: 'x86_64' },
    installationUuid: uuid,
  };
}

const UPDATE_URL = 'https://updates.example/api/update/0.1.0/docker/linux/x86_64';

describe('checkForUpdate', () => {
  it('sends nothing and reads no installation uuid when the server names no update host', async () => {
    const uuid = vi.fn(() => 'the-uuid');
    const { fetch, sent } = fakeFetch({});
    await expect(checkForUpdate(context(fetch, uuid, null))).resolves.toBeNull();
    expect(sent).toEqual([]);
    expect(uuid).not.toHaveBeenCalled();
  });

  it('asks the update host with the installation uuid and offers a newer version', async () => {
    const { fetch, sent } = fakeFetch({ [UPDATE_URL]: () => json({ version: '0.3.0' }) });
    await expect(checkForUpdate(context(fetch))).resolves.toBe('0.3.0');
    expect(sent).toEqual([{ url: UPDATE_URL, headers: { 'X-Shardscope-Uuid': 'the-uuid' } }]);
  });

  it('offers nothing when the host answers the same or an older version', async () => {
    const { fetch } = fakeFetch({ [UPDATE_URL]: () => json({ version: '0.1.0' }) });
    await expect(checkForUpdate(context(fetch))).resolves.toBeNull();
  });

  it.each([
    ['a non-200 answer', () => json({ version: '9.0.0' }, 204)],
    ['a server error', () => json({ error: 'down' }, 500)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['an answer without version', () => json({ latest: '9.0.0' })],
  ])('ignores %s', async (_name, answer) => {
    const { fetch } = fakeFetch({ [UPDATE_URL]: answer });
    await expect(checkForUpdate(context(fetch))).resolves.toBeNull();
  });

  it('ignores a network failure', async () => {
    await expect(checkForUpdate(context(fakeFetch({}).fetch))).resolves.toBeNull();
  });
});

describe('the update host of the run-time configuration', () => {
  it('takes only an http(s) update URL', () => {
    const host = (updateUrl: unknown) => parseRuntimeConfig({ updateUrl }).updateHost;
    expect(host('https://u.example')).toBe('https://u.example/');
    expect(host(' https://u.example/updates ')).toBe('https://u.example/updates');
    expect(host('')).toBeNull();
    expect(host('javascript:alert(1)')).toBeNull();
    expect(host(null)).toBeNull();
    expect(parseRuntimeConfig('https://u.example').updateHost).toBeNull();
  });
});
