import 'fake-indexeddb/auto';
import { deleteAllAppDatabases, getHistoryByDate } from '../../../engine/clusterDb';
import { recordHistory } from './historyDb';

const at = (minute: number) => new Date(Date.UTC(2024, 5, 1, 12, minute));

afterEach(async () => {
  await deleteAllAppDatabases();
});

describe('recordHistory', () => {
  it('stores the request with its date, its status and an empty body for GET', async () => {
    const stored = await recordHistory(
      'c1',
      { method: 'GET', path: '_cat/indices', body: '{"x":1}' },
      '200 OK',
      at(0),
    );
    expect(stored).toMatchObject({
      method: 'GET',
      path: '_cat/indices',
      body: '',
      date: at(0),
      status: '200 OK',
    });
    expect(await getHistoryByDate('c1')).toEqual([stored]);
  });

  it('skips a request equal to the newest entry, but not to an older one', async () => {
    const a = { method: 'POST', path: '_search', body: '{}' };
    const b = { method: 'GET', path: '_cluster/health', body: '' };
    await recordHistory('c1', a, '200 OK', at(0));
    expect(await recordHistory('c1', a, '200 OK', at(1))).toBeNull();
    await recordHistory('c1', b, '200 OK', at(2));
    await recordHistory('c1', a, '200 OK', at(3));
    expect((await getHistoryByDate('c1')).map((e) => e.path)).toEqual([
      '_search',
      '_cluster/health',
      '_search',
    ]);
  });

  it('treats a GET whose editor holds a body as equal to the same GET without one', async () => {
    await recordHistory('c1', { method: 'GET', path: 'x', body: '' }, '200 OK', at(0));
    expect(
      await recordHistory('c1', { method: 'GET', path: 'x', body: '{"a":1}' }, '200 OK', at(1)),
    ).toBeNull();
  });

  it('drops the oldest entries when the cap is reached', async () => {
    for (let i = 0; i < 3; i += 1)
      await recordHistory('c1', { method: 'GET', path: `p${i}`, body: '' }, '200 OK', at(i), 3);
    await recordHistory('c1', { method: 'GET', path: 'p3', body: '' }, '200 OK', at(3), 3);
    expect((await getHistoryByDate('c1')).map((e) => e.path)).toEqual(['p1', 'p2', 'p3']);
  });

  it('compares with the newest by date, not by insertion order (imported history)', async () => {
    await recordHistory('c1', { method: 'GET', path: 'new', body: '' }, '200 OK', at(10));
    await recordHistory('c1', { method: 'GET', path: 'old', body: '' }, '200 OK', at(1));
    expect(
      await recordHistory('c1', { method: 'GET', path: 'new', body: '' }, '200 OK', at(11)),
    ).toBeNull();
  });
});
