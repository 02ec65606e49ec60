import { describe, expect, it } from 'vitest';
import { ES_SHARD } from './profile.fixture';
import { diffProfiles } from './profileDiff';
import { readSearchProfile } from './profileTree';

const before = readSearchProfile({ shards: [ES_SHARD] })!;

/** The documented query after an edit: `message:number` dropped, answered by another copy. */
function edited() {
  const [search] = ES_SHARD.searches;
  const [bool] = search.query;
  const kept = { ...bool.children[0], time_in_nanos: '191943' };
  const query = [{ ...bool, time_in_nanos: '873811', children: [kept] }];
  return readSearchProfile({
    shards: [
      { ...ES_SHARD, id: '[otherNode][twitter][0]', searches: [{ ...search, query }] },
      { ...ES_SHARD, id: '[otherNode][twitter][1]' },
    ],
  })!;
}

describe('diffProfiles', () => {
  const diff = diffProfiles(before, edited());
  const zero = diff.find((shard) => shard.after?.shard === 0)!;
  const one = diff.find((shard) => shard.after?.shard === 1)!;

  it('matches a shard answered by another copy by index and number, in the second run order', () => {
    expect(diff.map((shard) => shard.id)).toEqual(edited().shards.map((shard) => shard.id));
    expect(zero.before?.id).toBe('[2aE02wS1R8q_QFnYu6vDVQ][twitter][0]');
    expect(zero.after?.id).toBe('[otherNode][twitter][0]');
    expect(one.before).toBeNull();
    expect(one.time.delta).toBeNull();
  });

  it('gives each node its time before, after and the change', () => {
    const [bool] = zero.queries;
    expect(bool).toMatchObject({ label: 'BooleanQuery', before: 1873811, after: 873811 });
    expect(bool.delta).toBe(-1000000);
    expect(bool.children[0]).toMatchObject({
      detail: 'message:some',
      before: 391943,
      after: 191943,
      delta: -200000,
    });
  });

  it('keeps a node only the first run has, after the others', () => {
    const [bool] = zero.queries;
    expect(bool.children[1]).toMatchObject({
      detail: 'message:number',
      before: 210682,
      after: null,
      delta: null,
    });
  });

  it('compares the unchanged parts as equal', () => {
    expect(zero.rewrite).toEqual({ before: 51443, after: 51443, delta: 0 });
    expect(zero.aggregations.map((agg) => agg.delta)).toEqual([0, 0]);
    expect(zero.collectors[0].children[0]).toMatchObject({
      label: 'SimpleTopScoreDocCollector',
      delta: 0,
    });
    expect(zero.fetch[0].delta).toBe(0);
  });

  it('keeps a shard only the first run has', () => {
    const diff = diffProfiles(before, readSearchProfile({ shards: [] })!);
    expect(diff).toHaveLength(1);
    expect(diff[0]).toMatchObject({ after: null, id: '[2aE02wS1R8q_QFnYu6vDVQ][twitter][0]' });
    expect(diff[0].queries[0]).toMatchObject({ before: 1873811, after: null });
  });
});
