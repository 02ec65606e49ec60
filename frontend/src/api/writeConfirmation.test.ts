import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterRequest, notificationFromError, sendRawRequest } from './client';
import { installFakeFetch, rejection } from './testFetch';
import type { ClusterTarget, Protection } from './types';
import { setWriteConfirmer, type WriteQuestion } from './writeConfirmation';

function target(protection: Protection): ClusterTarget {
  return {
    uri: 'http://es.test:9200',
    auth: { authType: 'none', authData: {} },
    protection,
    name: 'production',
  };
}

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

describe('a read-only cluster', () => {
  it('refuses a write without sending anything, naming method and path', async () => {
    const { calls } = installFakeFetch();
    const error = await rejection(
      clusterRequest(target('read-only'), { method: 'DELETE', path: 'logs' }),
    );
    expect(calls).toHaveLength(0);
    expect(error.code).toBe('readOnly');
    expect(error.kind).toBe('request');
    expect(error.message).toBe('DELETE /logs was not sent: the cluster is read-only.');
  });

  it('refuses a console write without sending anything', async () => {
    const { calls } = installFakeFetch();
    const error = await rejection(
      sendRawRequest(target('read-only'), { method: 'POST', path: 'logs/_doc', body: '{}' }),
    );
    expect(calls).toHaveLength(0);
    expect(error.code).toBe('readOnly');
  });

  it('sends reads, including searches sent with POST', async () => {
    const { calls } = installFakeFetch();
    await clusterRequest(target('read-only'), { method: 'POST', path: 'logs/_search', body: {} });
    await clusterRequest(target('read-only'), { method: 'GET', path: '_cat/indices' });
    expect(calls.map((call) => call.method)).toEqual(['POST', 'GET']);
  });
});

describe('a read-only cluster and requests told by their body', () => {
  it('sends an SQL query that reads and refuses one that deletes, sending nothing', async () => {
    const { calls } = installFakeFetch();
    const sql = (query: string) =>
      clusterRequest(target('read-only'), {
        method: 'POST',
        path: '_plugins/_sql',
        body: { query },
      });
    await sql('SELECT * FROM logs');
    const error = await rejection(sql('DELETE FROM logs'));
    expect(error.code).toBe('readOnly');
    expect(calls.map((call) => call.body)).toEqual(['{"query":"SELECT * FROM logs"}']);
  });

  it('judges a console request by the body it sends', async () => {
    const { calls } = installFakeFetch();
    const clear = (body: string) =>
      sendRawRequest(target('read-only'), { method: 'DELETE', path: '_search/scroll', body });
    await clear('{"scroll_id":["DXF1ZXJ5"]}');
    const error = await rejection(clear('{"scroll_id":"_all"}'));
    expect(error.code).toBe('readOnly');
    expect(calls).toHaveLength(1);
  });
});

describe('a cluster that asks before writes', () => {
  it('asks with method, path and cluster name, and sends after yes', async () => {
    const { calls } = installFakeFetch();
    const asked: WriteQuestion[] = [];
    setWriteConfirmer(async (question) => {
      asked.push(question);
      expect(calls).toHaveLength(0);
      return true;
    });
    await clusterRequest(target('confirm-writes'), {
      method: 'POST',
      path: 'logs/_close',
      params: { timeout: '30s' },
    });
    expect(asked).toEqual([
      { method: 'POST', path: '/logs/_close?timeout=30s', clusterName: 'production' },
    ]);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://es.test:9200/logs/_close?timeout=30s',
    ]);
  });

  it('sends nothing after no and rejects with a calm notification', async () => {
    const { calls } = installFakeFetch();
    setWriteConfirmer(async () => false);
    const error = await rejection(
      sendRawRequest(target('confirm-writes'), { method: 'PUT', path: 'logs', body: '{}' }),
    );
    expect(calls).toHaveLength(0);
    expect(error.code).toBe('writeDeclined');
    const notification = notificationFromError(error);
    expect(notification.color).toBe('gray');
    expect(notification.title).toEqual({ key: 'api.notification.notSent' });
    expect(notification.body).toEqual({
      key: 'api.error.writeDeclined',
      params: { method: 'PUT', path: '/logs', message: error.message },
    });
  });

  it('refuses writes when no confirmer is registered', async () => {
    const { calls } = installFakeFetch();
    const error = await rejection(
      clusterRequest(target('confirm-writes'), { method: 'DELETE', path: 'logs' }),
    );
    expect(calls).toHaveLength(0);
    expect(error.code).toBe('writeDeclined');
  });

  it('asks before an SQL statement that is not a read', async () => {
    installFakeFetch();
    const asked: WriteQuestion[] = [];
    setWriteConfirmer(async (question) => {
      asked.push(question);
      return true;
    });
    const body = { query: 'SELECT 1; DELETE FROM logs' };
    await clusterRequest(target('confirm-writes'), { method: 'POST', path: '_plugins/_sql', body });
    expect(asked).toEqual([{ method: 'POST', path: '/_plugins/_sql', clusterName: 'production' }]);
  });

  it('never asks about reads', async () => {
    const { calls } = installFakeFetch();
    const ask = vi.fn(async () => false);
    setWriteConfirmer(ask);
    await clusterRequest(target('confirm-writes'), { method: 'GET', path: '_cluster/health' });
    await sendRawRequest(target('confirm-writes'), { method: 'POST', path: '_count', body: '{}' });
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });
});

describe('an unprotected cluster', () => {
  it('sends writes without asking', async () => {
    const { calls } = installFakeFetch();
    const ask = vi.fn(async () => false);
    setWriteConfirmer(ask);
    await clusterRequest(target('none'), { method: 'DELETE', path: 'logs' });
    await clusterRequest(
      { uri: 'http://es.test:9200', auth: { authType: 'none', authData: {} } },
      {
        method: 'DELETE',
        path: 'logs',
      },
    );
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });
});
