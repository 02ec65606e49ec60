import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../testFetch';
import { engineProfile } from '../../engine/profile';
import { dataStreamPaths, getDataStreams, rolloverPath } from './dataStreams';

afterEach(() => {
  vi.unstubAllGlobals();
});

const target = { uri: 'http://cluster.test:9200', auth: { kind: 'none' as const } };

const asked = (calls: { url: string }[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${url.pathname}${url.search}`;
  });

describe('data stream calls', () => {
  it('ask Elasticsearch for hidden streams too, and OpenSearch without the parameter it refuses', () => {
    expect(dataStreamPaths(engineProfile('elasticsearch', '8.15.0'))).toEqual({
      list: '_data_stream?expand_wildcards=all',
      stats: '_data_stream/_stats?human=false&expand_wildcards=all',
    });
    expect(dataStreamPaths(engineProfile('opensearch', '2.19.0'))).toEqual({
      list: '_data_stream',
      stats: '_data_stream/_stats?human=false',
    });
  });

  it("read OpenSearch's ISM policies of the backing indices, and go on without sizes or ISM", async () => {
    const calls = installFakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_data_stream') return jsonResponse({ data_streams: [] });
      if (path.startsWith('/_plugins/_ism/explain/'))
        return jsonResponse({
          '.ds-logs-000001': { 'index.plugins.index_state_management.policy_id': 'p' },
        });
      return jsonResponse({ error: { type: 'x', reason: 'no' }, status: 500 }, 500);
    }).calls;
    const answers = await getDataStreams({
      ...target,
      auth: { authType: 'none', authData: {} },
      engine: engineProfile('opensearch', '2.19.0'),
    });
    expect(answers.stats).toBeNull();
    expect(answers.ismExplain).toEqual({
      '.ds-logs-000001': { 'index.plugins.index_state_management.policy_id': 'p' },
    });
    expect(asked(calls).sort()).toEqual([
      '/_data_stream',
      '/_data_stream/_stats?human=false',
      '/_plugins/_ism/explain/.ds-*',
    ]);
  });

  it('asks Elasticsearch for no ISM state', async () => {
    const calls = installFakeFetch(() => jsonResponse({ data_streams: [] })).calls;
    const answers = await getDataStreams({
      ...target,
      auth: { authType: 'none', authData: {} },
      engine: engineProfile('elasticsearch', '8.15.0'),
    });
    expect(answers.ismExplain).toBeNull();
    expect(asked(calls)).toHaveLength(2);
  });

  it('roll over by escaped name, as a dry run when asked', () => {
    expect(rolloverPath({ name: 'logs#1', dryRun: true })).toBe('logs%231/_rollover?dry_run=true');
    expect(rolloverPath({ name: 'logs', dryRun: false })).toBe('logs/_rollover');
  });
});
