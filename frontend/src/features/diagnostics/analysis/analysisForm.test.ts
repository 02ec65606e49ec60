import { builtInAnalysis } from '../../../engine/diagnostics/analysisBuiltIns';
import { readIndexAnalysis } from '../../../engine/diagnostics/analyzeRequest';
import { analysisTarget, compareTarget, INITIAL_FORM, pieceGroups } from './analysisForm';

describe('the analysis form', () => {
  it('makes a field target only once an index and a field are chosen', () => {
    const form = { ...INITIAL_FORM, source: 'field' as const };
    expect(analysisTarget(form)).toBeNull();
    expect(analysisTarget({ ...form, index: 'books' })).toBeNull();
    expect(analysisTarget({ ...form, index: 'books', field: 'title' })).toEqual({
      kind: 'field',
      index: 'books',
      field: 'title',
    });
  });

  it('sends the index with an analyzer or a chain when one is chosen, for its own pieces', () => {
    expect(analysisTarget(INITIAL_FORM)).toEqual({ kind: 'analyzer', analyzer: 'standard' });
    const chain = {
      ...INITIAL_FORM,
      source: 'chain' as const,
      index: 'books',
      tokenizer: '',
      filters: ['lowercase', 'stop'],
    };
    expect(analysisTarget(chain)).toEqual({
      kind: 'chain',
      index: 'books',
      charFilters: [],
      tokenizer: null,
      filters: ['lowercase', 'stop'],
    });
    expect(compareTarget(chain)).toBeNull();
    expect(compareTarget({ ...chain, compareWith: 'english' })).toEqual({
      kind: 'analyzer',
      analyzer: 'english',
      index: 'books',
    });
  });

  it("offers the index's own pieces first, leaving out the built-ins they shadow", () => {
    const own = readIndexAnalysis({
      books: {
        settings: {
          index: {
            analysis: {
              analyzer: { folding: { type: 'custom', tokenizer: 'standard' } },
              filter: { stop: { type: 'stop', stopwords: ['a'] } },
            },
          },
        },
      },
    });
    const builtIns = builtInAnalysis('elasticsearch');
    expect(pieceGroups(builtIns, own, 'analyzers').own).toEqual(['folding']);
    const filters = pieceGroups(builtIns, own, 'filters');
    expect(filters.own).toEqual(['stop']);
    expect(filters.builtIn).not.toContain('stop');
    expect(filters.builtIn).toContain('lowercase');
  });
});
