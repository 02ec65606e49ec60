import { bodyPreview, historyEntry, overflowBeforeInsert, repeatsLast } from './history';

const date = new Date('2024-06-01T12:00:00Z');

describe('historyEntry', () => {
  it('keeps the body of methods that send one', () => {
    expect(
      historyEntry({ method: 'POST', path: 'logs/_search', body: '{"size":1}' }, date),
    ).toEqual({
      method: 'POST',
      path: 'logs/_search',
      body: '{"size":1}',
      date,
    });
  });

  it('keeps the status of the answer, a failed one too', () => {
    const request = { method: 'GET', path: 'missing/_doc/1', body: '' };
    expect(historyEntry(request, date, '404 Not Found')).toEqual({
      ...request,
      date,
      status: '404 Not Found',
    });
    expect(historyEntry(request, date)).not.toHaveProperty('status');
  });

  it('stores an empty body for GET and HEAD, whatever the editor holds', () => {
    expect(historyEntry({ method: 'GET', path: '_cat/indices', body: '{"a":1}' }, date).body).toBe(
      '',
    );
    expect(historyEntry({ method: 'HEAD', path: 'logs', body: 'x' }, date).body).toBe('');
  });
});

describe('repeatsLast', () => {
  const last = { method: 'GET', path: '_cluster/health', body: '' };

  it('skips an entry equal to the last one', () => {
    expect(repeatsLast(last, { ...last })).toBe(true);
  });

  it('records it when method, path or body differ', () => {
    expect(repeatsLast(last, { ...last, method: 'HEAD' })).toBe(false);
    expect(repeatsLast(last, { ...last, path: '_cluster/stats' })).toBe(false);
    expect(repeatsLast(last, { ...last, body: ' ' })).toBe(false);
  });

  it('records the same request again when its answer changed', () => {
    const failed = { ...last, status: '404 Not Found' };
    expect(repeatsLast(failed, { ...last, status: '200 OK' })).toBe(false);
    expect(repeatsLast(failed, { ...failed })).toBe(true);
  });

  it('records the first entry of an empty history', () => {
    expect(repeatsLast(undefined, last)).toBe(false);
  });
});

describe('overflowBeforeInsert', () => {
  it('removes nothing below the cap', () => {
    expect(overflowBeforeInsert(0)).toBe(0);
    expect(overflowBeforeInsert(998)).toBe(0);
  });

  it('removes the oldest so that the cap holds after inserting', () => {
    expect(overflowBeforeInsert(999)).toBe(0);
    expect(overflowBeforeInsert(1000)).toBe(1);
    expect(overflowBeforeInsert(1003)).toBe(4);
    expect(overflowBeforeInsert(3, 2)).toBe(2);
  });
});

describe('bodyPreview', () => {
  it('removes all whitespace, line breaks included', () => {
    expect(bodyPreview('{\n  "query": { "match_all": {} }\n}')).toBe('{"query":{"match_all":{}}}');
  });

  it('keeps the first 100 characters', () => {
    const body = `{"a":"${'x'.repeat(200)}"}`;
    expect(bodyPreview(body)).toHaveLength(100);
    expect(bodyPreview(body)).toBe(body.slice(0, 100));
  });
});
