import { describe, expect, it } from 'vitest';
import { pathBelowBasename, routerBasename } from './basename';

describe('routerBasename', () => {
  it('is the path of the document base without its trailing slash', () => {
    expect(routerBasename('https://ops.example.com/tools/shardscope/')).toBe('/tools/shardscope');
    expect(routerBasename('http://localhost:8080/')).toBe('/');
  });
});

describe('pathBelowBasename', () => {
  it('takes the base path off', () => {
    expect(pathBelowBasename('/tools/shardscope/cluster/0/indices', '/tools/shardscope')).toBe(
      '/cluster/0/indices',
    );
    expect(pathBelowBasename('/tools/shardscope', '/tools/shardscope')).toBe('/');
  });

  it('leaves a path at the root, or outside the base, as it is', () => {
    expect(pathBelowBasename('/cluster/0/indices', '/')).toBe('/cluster/0/indices');
    expect(pathBelowBasename('/elsewhere/cluster/0', '/tools/shardscope')).toBe(
      '/elsewhere/cluster/0',
    );
  });
});
