import { fieldCapsNames, MAX_FIELD_NAMES } from './fieldNames';

describe('fieldCapsNames', () => {
  it('lists the fields of a _field_caps answer, sorted, without the metadata fields', () => {
    const answer = {
      fields: {
        title: { text: { type: 'text' } },
        'title.raw': { keyword: { type: 'keyword' } },
        _id: { _id: { type: '_id' } },
        '@timestamp': { date: { type: 'date' } },
      },
    };
    expect(fieldCapsNames(answer)).toEqual(['@timestamp', 'title', 'title.raw']);
  });

  it('gives no names for an answer without fields, and at most MAX_FIELD_NAMES', () => {
    expect(fieldCapsNames(null)).toEqual([]);
    expect(fieldCapsNames({ error: 'no' })).toEqual([]);
    const many = Object.fromEntries(
      Array.from({ length: MAX_FIELD_NAMES + 5 }, (_, i) => [`f${i}`, {}]),
    );
    expect(fieldCapsNames({ fields: many })).toHaveLength(MAX_FIELD_NAMES);
  });
});
