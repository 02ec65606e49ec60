import { describe, expect, it } from 'vitest';
import {
  documentedExamples,
  specificationsAt,
} from '../../../scripts/examples/documentedExamples.mjs';
import { OPENSEARCH_EXPLAIN, STANDARD_TOKENS, STOP_TOKENS } from './analyze.fixture';
import { compareAnalyses, positionsOf, readAnalyzeAnswer } from './analyzeExplain';

const specRoot = new URL('../../../../../shared/api-specs', import.meta.url).pathname;

describe('readAnalyzeAnswer', () => {
  it('reads plain tokens with offsets, type and position', () => {
    const result = readAnalyzeAnswer(STANDARD_TOKENS);
    expect(result.stages).toBeNull();
    expect(result.tokens.map((t) => [t.token, t.start, t.end, t.type, t.position])).toEqual([
      ['this', 0, 4, '<ALPHANUM>', 0],
      ['is', 5, 7, '<ALPHANUM>', 1],
      ['a', 8, 9, '<ALPHANUM>', 2],
      ['test', 10, 14, '<ALPHANUM>', 3],
    ]);
    expect(result.tokens[0].positionLength).toBe(1);
  });

  it.skipIf(!specificationsAt(specRoot))(
    'marks the token the documented snowball filter stemmed as changed',
    () => {
      const [example] = documentedExamples(specRoot, 'indices/analyze');
      const result = readAnalyzeAnswer(example.value);
      expect(result.customAnalyzer).toBe(true);
      expect(result.stages!.map((stage) => [stage.kind, stage.name])).toEqual([
        ['tokenizer', 'standard'],
        ['tokenFilter', 'snowball'],
      ]);
      const [, snowball] = result.stages!;
      expect(snowball.tokens.map((t) => t.token)).toEqual(['detail', 'output']);
      expect(snowball.marks).toEqual(['changed', 'kept']);
      expect(snowball.dropped).toEqual([]);
      expect(snowball.tokens[0].attributes).toEqual({ keyword: false });
      expect(result.tokens.map((t) => t.token)).toEqual(['detail', 'output']);
    },
  );

  it('shows the char filter text and which filter dropped a token, on OpenSearch', () => {
    const result = readAnalyzeAnswer(OPENSEARCH_EXPLAIN);
    const [html, tokenizer, lowercase, stop] = result.stages!;
    expect(html).toMatchObject({ kind: 'charFilter', text: ['\nThe QUICK fox\n'], tokens: [] });
    expect(tokenizer.marks).toEqual(['kept', 'kept', 'kept']);
    expect(lowercase.marks).toEqual(['changed', 'changed', 'kept']);
    expect(stop.marks).toEqual(['kept', 'kept']);
    expect(stop.dropped.map((t) => t.token)).toEqual(['the']);
    expect(stop.tokens[0].attributes).toMatchObject({
      termFrequency: 1,
      bytes: '[71 75 69 63 6b]',
    });
    expect(result.tokens.map((t) => t.token)).toEqual(['quick', 'fox']);
  });

  it('reads a named analyzer explained as one stage', () => {
    const answer = {
      detail: { custom_analyzer: false, analyzer: { name: 'standard', ...STANDARD_TOKENS } },
    };
    const result = readAnalyzeAnswer(answer);
    expect(result.customAnalyzer).toBe(false);
    expect(result.stages).toHaveLength(1);
    expect(result.stages![0]).toMatchObject({ kind: 'analyzer', name: 'standard' });
    expect(result.tokens).toHaveLength(4);
  });

  it('marks tokens a filter made beside the originals as added', () => {
    const token = (text: string, position: number) => ({
      token: text,
      start_offset: 0,
      end_offset: 4,
      type: 'word',
      position,
    });
    const answer = {
      detail: {
        custom_analyzer: true,
        tokenizer: { name: 'whitespace', tokens: [token('quick', 0)] },
        tokenfilters: [
          { name: 'synonym', tokens: [token('quick', 0), token('fast', 0)] },
          { name: 'shingle', tokens: [{ ...token('quick fox', 0), end_offset: 9 }] },
        ],
      },
    };
    const [, synonym, shingle] = readAnalyzeAnswer(answer).stages!;
    expect(synonym.marks).toEqual(['kept', 'added']);
    expect(shingle.marks).toEqual(['added']);
    expect(shingle.dropped.map((t) => t.token)).toEqual(['quick', 'fast']);
  });

  it('gives nothing for what is not an answer', () => {
    expect(readAnalyzeAnswer(null)).toEqual({ tokens: [], stages: null, customAnalyzer: false });
    expect(readAnalyzeAnswer({ tokens: [1, { token: 'a' }] }).tokens).toHaveLength(1);
  });
});

describe('positionsOf and compareAnalyses', () => {
  const standard = readAnalyzeAnswer(STANDARD_TOKENS).tokens;
  const stop = readAnalyzeAnswer(STOP_TOKENS).tokens;

  it('lines two analyzers up by every position either has, ascending', () => {
    expect(positionsOf([stop, standard])).toEqual([0, 1, 2, 3]);
    expect(positionsOf([stop])).toEqual([3]);
    expect(positionsOf([])).toEqual([]);
  });

  it('lists what only the first analyzer makes', () => {
    const comparison = compareAnalyses(standard, stop);
    expect(comparison.onlyFirst.map((t) => t.token)).toEqual(['this', 'is', 'a']);
    expect(comparison.marks).toEqual(['kept']);
  });
});
