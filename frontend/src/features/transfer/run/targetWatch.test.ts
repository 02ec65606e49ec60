import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../../../api/testFetch';
import { watchTarget } from './targetWatch';

/** A cluster whose `logs` alias names the indices `uuids()` gives at each request (404: none). */
function cluster(uuids: () => Record<string, string> | null) {
  return installFakeFetch(() => {
    const now = uuids();
    if (now === null)
      return jsonResponse({ error: { type: 'index_not_found_exception' }, status: 404 }, 404);
    const answer = Object.entries(now).map(([index, uuid]) => [
      index,
      { settings: { 'index.uuid': uuid } },
    ]);
    return jsonResponse(Object.fromEntries(answer));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watching the indices an import writes to', () => {
  it('finds an index removed while it runs, asking on its own every interval', async () => {
    let current: Record<string, string> | null = { 'logs-1': 'u1' };
    const { calls } = cluster(() => current);
    const replaced: string[] = [];
    const watch = await watchTarget(TEST_TARGET, 'logs', (index) => replaced.push(index), 20);
    expect(watch).not.toBeNull();
    // An index added (a rollover) is no change.
    current = { 'logs-1': 'u1', 'logs-2': 'u2' };
    expect(await watch!.check()).toBeNull();
    current = null;
    await vi.waitFor(() => expect(replaced).toEqual(['logs-1']));
    expect(watch!.replaced).toBe('logs-1');
    const asked = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Found once, it asks no more.
    expect(calls.length).toBe(asked);
    watch!.stop();
  });

  it('finds an index made again under the same name by its new uuid', async () => {
    let uuid = 'u1';
    cluster(() => ({ logs: uuid }));
    const watch = await watchTarget(TEST_TARGET, 'logs', () => undefined, 60_000);
    uuid = 'u2';
    expect(await watch!.check()).toBe('logs');
    watch!.stop();
  });

  it('watches nothing when the uuids cannot be read at the start', async () => {
    cluster(() => null);
    expect(await watchTarget(TEST_TARGET, 'logs', () => undefined)).toBeNull();
  });

  it('takes a cluster that does not answer for no change', async () => {
    let fail = false;
    installFakeFetch(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return jsonResponse({ logs: { settings: { 'index.uuid': 'u1' } } });
    });
    const watch = await watchTarget(TEST_TARGET, 'logs', () => undefined, 60_000);
    fail = true;
    expect(await watch!.check()).toBeNull();
    watch!.stop();
  });
});
