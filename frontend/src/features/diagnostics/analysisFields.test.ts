import { analysedFields } from './analysisFields';

describe('analysedFields', () => {
  it('lists the text and keyword fields of a mapping answer, multi-fields and objects included', () => {
    const answer = {
      books: {
        mappings: {
          properties: {
            title: { type: 'text', fields: { raw: { type: 'keyword' } } },
            year: { type: 'integer' },
            author: { properties: { name: { type: 'match_only_text' } } },
          },
        },
      },
    };
    expect(analysedFields(answer)).toEqual([
      { path: 'title', type: 'text' },
      { path: 'title.raw', type: 'keyword' },
      { path: 'author.name', type: 'match_only_text' },
    ]);
  });
});
