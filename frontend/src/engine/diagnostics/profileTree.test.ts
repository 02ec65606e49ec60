import { describe, expect, it } from 'vitest';
import { ES_ANSWER, ES_SHARD, OS_PROFILE } from './profile.fixture';
import { readSearchProfile, slowestPath, walkNodes } from './profileTree';

describe('readSearchProfile on the documented Elasticsearch profile', () => {
  const profile = readSearchProfile(ES_ANSWER.profile)!;
  const [shard] = profile.shards;
  const [search] = shard.searches;

  it('names the shard from its id', () => {
    expect(shard).toMatchObject({ nodeId: '2aE02wS1R8q_QFnYu6vDVQ', index: 'twitter', shard: 0 });
    expect(profile.untimed).toBe(false);
  });

  it('reads the query tree with times given as strings, children slowest first', () => {
    const [bool] = search.queries;
    expect(bool).toMatchObject({
      type: 'BooleanQuery',
      description: 'message:some message:number',
      time: 1873811,
      share: 1,
    });
    expect(bool.children.map((child) => [child.description, child.time])).toEqual([
      ['message:some', 391943],
      ['message:number', 210682],
    ]);
    expect(bool.children[0].share).toBeCloseTo(391943 / 1873811);
  });

  it('pairs each timing of the breakdown with its count, slowest first', () => {
    const [bool] = search.queries;
    expect(bool.breakdown.slice(0, 3)).toEqual([
      { name: 'build_scorer', time: 2935582, count: 1 },
      { name: 'create_weight', time: 919297, count: 1 },
      { name: 'next_doc', time: 53876, count: 5 },
    ]);
    expect(bool.breakdown.some((entry) => entry.name.endsWith('_count'))).toBe(false);
  });

  it('reads the rewrite time and the collector tree', () => {
    expect(search.rewriteTime).toBe(51443);
    expect(search.collectors[0]).toMatchObject({ name: 'CancellableCollector', time: 304311 });
    expect(search.collectors[0].children[0]).toMatchObject({
      name: 'SimpleTopScoreDocCollector',
      reason: 'search_top_hits',
      time: 32273,
    });
  });

  it('sorts the aggregations and shares them out of the aggregations total', () => {
    expect(shard.aggregations.map((agg) => agg.description)).toEqual([
      'my_scoped_agg',
      'my_global_agg',
    ]);
    expect(shard.aggregationTime).toBe(195386 + 190430);
    expect(shard.aggregations[1].children[0]).toMatchObject({ description: 'my_level_agg' });
    expect(shard.aggregations[1].children[0].share).toBeCloseTo(160329 / (195386 + 190430));
  });

  it('reads the fetch phase given as one object, with its debug', () => {
    expect(shard.fetch).toHaveLength(1);
    expect(shard.fetch[0]).toMatchObject({ type: 'fetch', time: 660555, share: 1 });
    expect(shard.fetch[0].debug).toEqual({ stored_fields: ['_id', '_routing', '_source'] });
    expect(shard.fetch[0].children[0].type).toBe('FetchSourcePhase');
    expect(shard.time).toBe(1873811 + 51443 + 195386 + 190430 + 660555);
  });

  it('expands the slowest path down to the slowest leaf', () => {
    const [bool] = search.queries;
    expect(slowestPath(search.queries)).toEqual([bool.key, bool.children[0].key]);
    expect(slowestPath(shard.aggregations)).toEqual([shard.aggregations[0].key]);
  });

  it('prefers the shard fields Elasticsearch 8 sends to those read from the id', () => {
    const copy = { ...ES_SHARD, id: '[x][y][1]', node_id: 'node-a', index: 'logs', shard_id: 3 };
    expect(readSearchProfile({ shards: [copy] })!.shards[0]).toMatchObject({
      nodeId: 'node-a',
      index: 'logs',
      shard: 3,
    });
  });
});

describe('readSearchProfile on an OpenSearch profile timed at 0', () => {
  const profile = readSearchProfile(OS_PROFILE)!;

  it('says nothing was timed, keeps the engine order and shares nothing', () => {
    expect(profile.untimed).toBe(true);
    const [bool] = profile.shards[0].searches[0].queries;
    expect(bool.children.map((child) => child.description)).toEqual([
      'title:dune',
      'author:herbert',
    ]);
    expect([...walkNodes([bool])].every((node) => node.share === 0)).toBe(true);
    expect(slowestPath([bool])).toEqual([]);
  });

  it('keeps the shards in the engine order and reads the fetch list', () => {
    expect(profile.shards.map((shard) => shard.shard)).toEqual([0, 1]);
    expect(profile.shards[0].fetch[0]).toMatchObject({ type: 'fetch', description: 'fetch' });
  });
});

describe('readSearchProfile on odd input', () => {
  it('is null without a shards list and leaves out what is not an object', () => {
    expect(readSearchProfile(null)).toBeNull();
    expect(readSearchProfile({ shards: 'x' })).toBeNull();
    expect(readSearchProfile({ shards: [1, null, { id: 'a' }] })!.shards).toHaveLength(1);
  });

  it('reads a missing, negative or non-numeric time as 0', () => {
    const shard = {
      id: 'a',
      searches: [
        {
          query: [
            { type: 'T', time_in_nanos: -1 },
            { type: 'U', time_in_nanos: 'x' },
          ],
        },
      ],
    };
    const [read] = readSearchProfile({ shards: [shard] })!.shards;
    expect(read.searches[0].queries.map((node) => node.time)).toEqual([0, 0]);
    expect(read).toMatchObject({ nodeId: null, index: null, shard: null });
  });

  it('keys repeated siblings apart, in the engine order', () => {
    const term = (time: number) => ({ type: 'TermQuery', description: 'a:b', time_in_nanos: time });
    const shard = { id: 'a', searches: [{ query: [term(1), term(5)] }] };
    const [first, second] = readSearchProfile({ shards: [shard] })!.shards[0].searches[0].queries;
    expect(first.time).toBe(5);
    expect(first.key).toBe('query0:1:TermQuery:a:b');
    expect(second.key).toBe('query0:0:TermQuery:a:b');
  });
});
