import { describe, expect, it } from 'vitest';
import { documentMetadata } from './documentMeta';

describe('documentMetadata', () => {
  it('lists the metadata in order, leaving out what is null or missing', () => {
    expect(
      documentMetadata({
        _index: 'logs',
        _id: 'a b',
        _version: 3,
        _seq_no: 0,
        _primary_term: 1,
        _routing: undefined,
        found: true,
      }),
    ).toEqual([
      ['_index', 'logs'],
      ['_id', 'a b'],
      ['_version', '3'],
      ['_primary_term', '1'],
      ['_seq_no', '0'],
    ]);
  });

  it('shows the type and routing when the cluster sends them', () => {
    expect(
      documentMetadata({ _index: 'old', _type: 'tweet', _id: '1', _routing: 'user-7' }),
    ).toEqual([
      ['_index', 'old'],
      ['_type', 'tweet'],
      ['_id', '1'],
      ['_routing', 'user-7'],
    ]);
  });
});
