import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterRequest, endWrites, planWrites, type ClusterRequest } from './client';
import { installFakeFetch, rejection } from './testFetch';
import type { ClusterTarget, Protection } from './types';
import { setWriteConfirmer, type WriteQuestion } from './writeConfirmation';

function target(protection: Protection, uri = 'http://es.test:9200'): ClusterTarget {
  return { uri, auth: { authType: 'none', authData: {} }, protection, name: 'production' };
}

const CLOSE: ClusterRequest = { method: 'POST', path: 'logs/_close' };
const APPLY: ClusterRequest = {
  method: 'PUT',
  path: 'logs/_settings',
  body: { index: { codec: 'best_compression' } },
};
const OPEN: ClusterRequest = { method: 'POST', path: 'logs/_open', params: { wait: 'true' } };
const STEPS = [CLOSE, APPLY, OPEN];

/** Records every question and answers `yes`. */
function answering(yes: boolean) {
  const asked: WriteQuestion[] = [];
  setWriteConfirmer(async (question) => {
    asked.push(question);
    return yes;
  });
  return asked;
}

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

describe('an operation of several writes on a cluster that asks before writes', () => {
  it('asks once, showing every planned write, then sends them all', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(true);
    const consent = planWrites([...STEPS, { method: 'GET', path: '_cluster/health/logs' }]);
    for (const step of STEPS) await clusterRequest(target('confirm-writes'), { ...step, consent });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.plan).toEqual([
      { kind: 'one', method: 'POST', path: '/logs/_close' },
      {
        kind: 'one',
        method: 'PUT',
        path: '/logs/_settings',
        body: '{"index":{"codec":"best_compression"}}',
      },
      { kind: 'one', method: 'POST', path: '/logs/_open?wait=true' },
    ]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://es.test:9200/logs/_close',
      'PUT http://es.test:9200/logs/_settings',
      'POST http://es.test:9200/logs/_open?wait=true',
    ]);
    endWrites(consent);
  });

  it('asks again for a request outside the plan, and for a planned one sent twice', async () => {
    installFakeFetch();
    const asked = answering(true);
    const consent = planWrites([CLOSE, OPEN]);
    const send = (req: ClusterRequest) => clusterRequest(target('confirm-writes'), req);
    await send({ ...CLOSE, consent });
    await send({ method: 'DELETE', path: 'logs', consent });
    await send({ ...APPLY, body: { index: { codec: 'default' } }, consent });
    await send({ ...CLOSE, consent });
    await send({ ...OPEN, consent });
    expect(
      asked.map((question) => [question.method, question.path, question.plan?.length]),
    ).toEqual([
      ['POST', '/logs/_close', 2],
      ['DELETE', '/logs', undefined],
      ['PUT', '/logs/_settings', undefined],
      ['POST', '/logs/_close', undefined],
    ]);
    endWrites(consent);
  });

  it('sends nothing once the plan is declined, asking no more', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(false);
    const consent = planWrites(STEPS);
    for (const step of STEPS) {
      const error = await rejection(clusterRequest(target('confirm-writes'), { ...step, consent }));
      expect(error.code).toBe('writeDeclined');
    }
    expect(asked).toHaveLength(1);
    expect(calls).toHaveLength(0);
    endWrites(consent);
  });

  it('asks one question for planned writes sent together', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(true);
    const consent = planWrites(STEPS);
    await Promise.all(
      STEPS.map((step) => clusterRequest(target('confirm-writes'), { ...step, consent })),
    );
    expect(asked).toHaveLength(1);
    expect(calls).toHaveLength(3);
    endWrites(consent);
  });

  it('covers each name of a batch once, however the names are grouped', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(true);
    const names = ['logs-1', 'logs-2', 'logs-3'];
    const consent = planWrites([{ method: 'POST', pattern: '{indices}/_ilm/retry', names }]);
    const retry = (path: string) =>
      clusterRequest(target('confirm-writes'), { method: 'POST', path, consent });
    await retry('logs-1,logs-3/_ilm/retry');
    await retry('logs-2/_ilm/retry');
    await retry('logs-2,logs-4/_ilm/retry');
    expect(asked.map((question) => question.path)).toEqual([
      '/logs-1,logs-3/_ilm/retry',
      '/logs-2,logs-4/_ilm/retry',
    ]);
    expect(asked[0]?.plan).toEqual([
      { kind: 'batch', method: 'POST', pattern: '/{indices}/_ilm/retry', names },
    ]);
    expect(calls).toHaveLength(3);
    endWrites(consent);
  });

  it('covers the requests of a batch that send its body, and only those', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(true);
    const body = { 'index.blocks.read_only_allow_delete': null };
    const consent = planWrites([
      { method: 'PUT', pattern: '{indices}/_settings', names: ['a', 'b', 'c', 'd'], body },
    ]);
    const put = (path: string, sent?: unknown) =>
      clusterRequest(target('confirm-writes'), { method: 'PUT', path, body: sent, consent });
    await put('a,b/_settings', body);
    await put('c/_settings', { 'index.blocks.write': true });
    await put('d/_settings');
    await put('c,d/_settings', body);
    expect(asked.map((question) => [question.path, question.plan?.length])).toEqual([
      ['/a,b/_settings', 1],
      ['/c/_settings', undefined],
      ['/d/_settings', undefined],
    ]);
    expect(asked[0]?.plan).toEqual([
      {
        kind: 'batch',
        method: 'PUT',
        pattern: '/{indices}/_settings',
        names: ['a', 'b', 'c', 'd'],
        body: '{"index.blocks.read_only_allow_delete":null}',
      },
    ]);
    expect(calls).toHaveLength(4);
    endWrites(consent);
  });

  it('covers a repeated request form until the operation ends, whatever each body holds', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(true);
    const bulk = { method: 'POST', path: 'logs/_bulk', params: { refresh: false } } as const;
    const consent = planWrites([
      { method: 'PUT', path: 'logs', body: { mappings: {} } },
      { ...bulk, times: 2, body: '{"index":{}}\n{"a":1}\n' },
    ]);
    const send = (req: ClusterRequest) => clusterRequest(target('confirm-writes'), req);
    await send({ method: 'PUT', path: 'logs', body: { mappings: {} }, consent });
    await send({ ...bulk, body: '{"index":{}}\n{"a":1}\n', consent });
    await send({ ...bulk, path: 'other/_bulk', body: '{"index":{}}\n{"a":2}\n', consent });
    await send({ ...bulk, body: '{"index":{}}\n{"a":3}\n', consent });
    await send({ ...bulk, body: '{"index":{}}\n{"a":4}\n', consent });
    expect(asked.map((question) => [question.path, question.plan?.length])).toEqual([
      ['/logs', 2],
      ['/other/_bulk?refresh=false', undefined],
    ]);
    expect(asked[0]?.plan?.[1]).toEqual({
      kind: 'repeat',
      method: 'POST',
      path: '/logs/_bulk?refresh=false',
      times: 2,
      sample: '{"index":{}}\n{"a":1}\n',
    });
    expect(calls).toHaveLength(5);
    endWrites(consent);
    await send({ ...bulk, body: '{"index":{}}\n{"a":5}\n', consent });
    expect(asked.map((question) => question.path)).toEqual([
      '/logs',
      '/other/_bulk?refresh=false',
      '/logs/_bulk?refresh=false',
    ]);
  });

  it('asks for each write once the operation is over, or on another cluster', async () => {
    installFakeFetch();
    const asked = answering(true);
    const consent = planWrites(STEPS);
    await clusterRequest(target('confirm-writes'), { ...CLOSE, consent });
    await clusterRequest(target('confirm-writes', 'http://other.test:9200'), { ...APPLY, consent });
    endWrites(consent);
    await clusterRequest(target('confirm-writes'), { ...OPEN, consent });
    expect(asked.map((question) => question.plan?.length)).toEqual([3, undefined, undefined]);
  });
});

describe('an operation of one write on a cluster that asks before writes', () => {
  it('asks the question of a single write, once', async () => {
    const { calls } = installFakeFetch();
    const asked = answering(true);
    const consent = planWrites([OPEN]);
    await clusterRequest(target('confirm-writes'), { ...OPEN, consent });
    expect(asked).toEqual([
      { method: 'POST', path: '/logs/_open?wait=true', clusterName: 'production' },
    ]);
    expect(calls).toHaveLength(1);
    endWrites(consent);
  });
});

describe('an operation of several writes on other clusters', () => {
  it('is refused by a read-only cluster without a question or a request', async () => {
    const { calls } = installFakeFetch();
    const ask = vi.fn(async () => true);
    setWriteConfirmer(ask);
    const consent = planWrites(STEPS);
    const error = await rejection(clusterRequest(target('read-only'), { ...CLOSE, consent }));
    expect(error.code).toBe('readOnly');
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
    endWrites(consent);
  });

  it('goes without a question to an unprotected cluster', async () => {
    const { calls } = installFakeFetch();
    const ask = vi.fn(async () => false);
    setWriteConfirmer(ask);
    const consent = planWrites(STEPS);
    for (const step of STEPS) await clusterRequest(target('none'), { ...step, consent });
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toHaveLength(3);
    endWrites(consent);
  });
});
