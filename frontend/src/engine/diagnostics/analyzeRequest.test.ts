import { describe, expect, it } from 'vitest';
import { specificationsAt } from '../../../scripts/examples/documentedExamples.mjs';
import {
  documentedRequests,
  specificationText,
} from '../../../scripts/examples/documentedRequests.mjs';
import { builtInAnalysis } from './analysisBuiltIns';
import { analyzeRequest, readIndexAnalysis, type AnalyzeTarget } from './analyzeRequest';

const specRoot = new URL('../../../../../shared/api-specs', import.meta.url).pathname;

/** The documented request example n of `_analyze`: its path and body. */
function documentedRequest(n: number): { path: string; body: Record<string, unknown> } {
  const example = documentedRequests(specRoot, 'indices/analyze').find((request) =>
    request.source.endsWith(`Example${n}.yaml`),
  )!;
  return { path: example.path, body: example.body as Record<string, unknown> };
}

describe.skipIf(!specificationsAt(specRoot))(
  'analyzeRequest against the documented requests',
  () => {
    const cases: [number, AnalyzeTarget, boolean][] = [
      [1, { kind: 'analyzer', analyzer: 'standard' }, false],
      [2, { kind: 'analyzer', analyzer: 'standard' }, false],
      [
        3,
        {
          kind: 'chain',
          charFilters: ['html_strip'],
          tokenizer: 'keyword',
          filters: ['lowercase'],
        },
        false,
      ],
      [
        4,
        {
          kind: 'chain',
          charFilters: [],
          tokenizer: 'whitespace',
          filters: ['lowercase', { type: 'stop', stopwords: ['a', 'is', 'this'] }],
        },
        false,
      ],
      [5, { kind: 'field', index: 'analyze_sample', field: 'obj1.field1' }, false],
      [6, { kind: 'normalizer', index: 'analyze_sample', normalizer: 'my_normalizer' }, false],
      [7, { kind: 'chain', charFilters: [], tokenizer: 'standard', filters: ['snowball'] }, true],
    ];

    it.each(cases)('builds example %i', (n, target, explain) => {
      const documented = documentedRequest(n);
      const text = documented.body.text as string | string[];
      const request = analyzeRequest(target, text, {
        explain,
        attributes: explain ? ['keyword'] : undefined,
      });
      expect(request.method).toBe('POST');
      expect(request.path).toBe(documented.path);
      expect(request.body).toEqual(documented.body);
    });
  },
);

describe('analyzeRequest', () => {
  it('escapes the index name and leaves out empty chain parts', () => {
    const request = analyzeRequest(
      { kind: 'chain', index: 'logs#1', charFilters: [], tokenizer: null, filters: ['lowercase'] },
      'BaR',
    );
    expect(request).toEqual({
      method: 'POST',
      path: 'logs%231/_analyze',
      body: { filter: ['lowercase'], text: 'BaR' },
    });
  });
});

describe('readIndexAnalysis', () => {
  const analysis = {
    analyzer: { my_analyzer: { type: 'custom', tokenizer: 'standard', filter: ['lowercase'] } },
    normalizer: { my_normalizer: { type: 'custom', filter: ['lowercase'] } },
    char_filter: { emoticons: { type: 'mapping', mappings: [':) => _happy_'] } },
    filter: { english_stop: { type: 'stop', stopwords: '_english_' } },
  };

  it('lists what an index defines, from nested settings', () => {
    const answer = { analyze_sample: { settings: { index: { analysis, number_of_shards: '1' } } } };
    const read = readIndexAnalysis(answer, 'analyze_sample');
    expect(read.analyzers).toEqual([
      { name: 'my_analyzer', type: 'custom', definition: analysis.analyzer.my_analyzer },
    ]);
    expect(read.normalizers.map((piece) => piece.name)).toEqual(['my_normalizer']);
    expect(read.charFilters[0]).toMatchObject({ name: 'emoticons', type: 'mapping' });
    expect(read.filters[0]).toMatchObject({ name: 'english_stop', type: 'stop' });
    expect(read.tokenizers).toEqual([]);
  });

  it('reads flat settings the same way', () => {
    const answer = {
      analyze_sample: {
        settings: {
          'index.analysis.analyzer.my_analyzer.type': 'custom',
          'index.analysis.analyzer.my_analyzer.tokenizer': 'standard',
          'index.analysis.analyzer.my_analyzer.filter': ['lowercase'],
          'index.number_of_shards': '1',
        },
      },
    };
    expect(readIndexAnalysis(answer).analyzers).toEqual([
      {
        name: 'my_analyzer',
        type: 'custom',
        definition: { type: 'custom', tokenizer: 'standard', filter: ['lowercase'] },
      },
    ]);
  });

  it('is empty for an index without analysis settings or an odd answer', () => {
    expect(readIndexAnalysis({ a: { settings: { index: {} } } }).analyzers).toEqual([]);
    expect(readIndexAnalysis(null).filters).toEqual([]);
  });
});

describe('builtInAnalysis', () => {
  it('offers OpenSearch its term frequency filter and not Elasticsearch', () => {
    expect(builtInAnalysis('opensearch').filters).toContain('delimited_term_freq');
    expect(builtInAnalysis('elasticsearch').filters).not.toContain('delimited_term_freq');
    expect(builtInAnalysis('elasticsearch').tokenizers).toContain('standard');
  });

  it.skipIf(!specificationsAt(specRoot))(
    'names only the types the Elasticsearch specification defines in its own files',
    () => {
      const typesOf = (file: string) =>
        new Set(
          [
            ...specificationText(specRoot, `_types/analysis/${file}.ts`).matchAll(
              /type: '([^']+)'/g,
            ),
          ].map((match) => match[1]),
        );
      const lists = builtInAnalysis('elasticsearch');
      const expectIn = (names: readonly string[], files: string[]) => {
        const known = new Set(files.flatMap((file) => [...typesOf(file)]));
        expect(names.filter((name) => !known.has(name))).toEqual([]);
      };
      expectIn(lists.analyzers, ['analyzers']);
      expectIn(lists.tokenizers, ['tokenizers']);
      expectIn(lists.filters, ['token_filters']);
      expectIn(lists.charFilters, ['char_filters']);
      expectIn(lists.normalizers, ['normalizers']);
    },
  );
});
