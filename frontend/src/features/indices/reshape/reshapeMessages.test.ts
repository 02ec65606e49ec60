import { describe, expect, it } from 'vitest';
import type { ReshapeSource } from './reshapeTypes';
import { problemMessage, requestText, stepMessage } from './reshapeMessages';

const SOURCE: ReshapeSource = {
  index: 'logs',
  primaryShards: 5,
  writeBlocked: false,
  copies: [],
  primaryStoreBytes: 2500,
  dataNodes: [],
};

describe('requestText', () => {
  it('shows the method, the path with its query and the body as indented JSON', () => {
    expect(
      requestText({
        method: 'GET',
        path: '_cluster/health/small',
        params: { wait_for_status: 'green', timeout: '30s' },
      }),
    ).toBe('GET _cluster/health/small?wait_for_status=green&timeout=30s');
    expect(
      requestText({ method: 'PUT', path: 'logs/_settings', body: { 'index.blocks.write': null } }),
    ).toBe('PUT logs/_settings\n{\n  "index.blocks.write": null\n}');
  });
});

describe('problemMessage', () => {
  it('names the counts and sizes a problem is about', () => {
    expect(problemMessage('notRoutingFactor', SOURCE, undefined)).toEqual({
      key: 'indices.reshapeDialog.problem.notRoutingFactor',
      params: { routing: 640 },
    });
    expect(problemMessage('nodeWithoutRoom', SOURCE, 'n1')).toEqual({
      key: 'indices.reshapeDialog.problem.nodeWithoutRoom',
      params: { size: '2.5 kB', node: 'n1' },
    });
    expect(problemMessage('notFactor', SOURCE, undefined).params).toEqual({ shards: 5 });
  });
});

describe('stepMessage', () => {
  it('names the node of the move, or says one node while none is known', () => {
    const names = { index: 'logs', target: 'small', node: undefined };
    expect(stepMessage('moveToOneNode', names).key).toBe(
      'indices.reshapeDialog.step.moveToOneNodeNoNode',
    );
    expect(stepMessage('moveToOneNode', { ...names, node: 'a' })).toEqual({
      key: 'indices.reshapeDialog.step.moveToOneNode',
      params: { index: 'logs', target: 'small', node: 'a' },
    });
  });
});
