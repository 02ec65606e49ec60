// The text analysis form's choices and the `_analyze` target they make: an index's field, a named
// analyzer (the engine's or the index's), or a chain of char filters, a tokenizer and token
// filters. The index goes with every target that names one, so that its own pieces are found.
import type { AnalyzeTarget } from '../../../engine/diagnostics/analyzeRequest';
import type { BuiltInAnalysis } from '../../../engine/diagnostics/analysisBuiltIns';
import type { IndexAnalysis } from '../../../engine/diagnostics/analyzeRequest';

export type AnalysisSource = 'field' | 'analyzer' | 'chain';

export interface AnalysisForm {
  text: string;
  source: AnalysisSource;
  /** '' for none. */
  index: string;
  field: string;
  analyzer: string;
  charFilters: string[];
  /** '' for the keyword tokenizer the engine uses when none is named. */
  tokenizer: string;
  filters: string[];
  explain: boolean;
  /** The second analyzer of a comparison; '' for no comparison. */
  compareWith: string;
}

export const INITIAL_FORM: AnalysisForm = {
  text: '',
  source: 'analyzer',
  index: '',
  field: '',
  analyzer: 'standard',
  charFilters: [],
  tokenizer: 'standard',
  filters: [],
  explain: false,
  compareWith: '',
};

const withIndex = (index: string) => (index === '' ? {} : { index });

/** The target of the form's analysis; null while a choice it needs is missing. */
export function analysisTarget(form: AnalysisForm): AnalyzeTarget | null {
  switch (form.source) {
    case 'field':
      return form.index !== '' && form.field !== ''
        ? { kind: 'field', index: form.index, field: form.field }
        : null;
    case 'analyzer':
      return form.analyzer !== ''
        ? { kind: 'analyzer', analyzer: form.analyzer, ...withIndex(form.index) }
        : null;
    case 'chain':
      return {
        kind: 'chain',
        ...withIndex(form.index),
        charFilters: form.charFilters,
        tokenizer: form.tokenizer === '' ? null : form.tokenizer,
        filters: form.filters,
      };
  }
}

/** The second analysis of a comparison, on the same text; null without one. */
export function compareTarget(form: AnalysisForm): AnalyzeTarget | null {
  return form.compareWith === ''
    ? null
    : { kind: 'analyzer', analyzer: form.compareWith, ...withIndex(form.index) };
}

/** Picker options: the index's own names first, then the engine's built-ins not shadowed. */
export interface PieceGroups {
  own: string[];
  builtIn: string[];
}

type Group = keyof BuiltInAnalysis & keyof IndexAnalysis;

/** The names a picker offers for one kind of piece. */
export function pieceGroups(
  builtIns: BuiltInAnalysis,
  own: IndexAnalysis | undefined,
  group: Group,
): PieceGroups {
  const names = (own?.[group] ?? []).map((piece) => piece.name);
  const taken = new Set(names);
  return { own: names, builtIn: builtIns[group].filter((name) => !taken.has(name)) };
}
