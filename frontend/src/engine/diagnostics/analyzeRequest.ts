// The text analysis playground's requests and choices: the `_analyze` request for an index's
// field (its analyzer), a named analyzer or normalizer, or a chain built piece by piece (char
// filters, tokenizer, token filters, each a name or a definition); and the analysis an index
// defines for itself (`index.analysis.*` of its settings), which the chain can pick from beside the
// engine's built-ins. The request is a POST, which a read-only cluster allows (it stores nothing).
import { escapeIndexName } from '../../lib/indexName';
import { isRecord } from '../../lib/storage';
import type { EngineRequest } from '../exportRequests';

/** A piece of a chain: a built-in or index-defined name, or an inline definition with a `type`. */
export type ChainPart = string | Record<string, unknown>;

export type AnalyzeTarget =
  | { kind: 'field'; index: string; field: string }
  | { kind: 'analyzer'; analyzer: string; index?: string }
  | { kind: 'normalizer'; normalizer: string; index: string }
  | {
      kind: 'chain';
      /** Needed for pieces the index defines. */
      index?: string;
      charFilters: ChainPart[];
      /** Without one the chain is a normalizer-like chain over the keyword tokenizer. */
      tokenizer: ChainPart | null;
      filters: ChainPart[];
    };

export interface AnalyzeOptions {
  /** Ask for each stage's output (`explain`). */
  explain?: boolean;
  /** With explain: only these token attributes (e.g. ['keyword']). */
  attributes?: string[];
}

function targetBody(target: AnalyzeTarget): Record<string, unknown> {
  switch (target.kind) {
    case 'field':
      return { field: target.field };
    case 'analyzer':
      return { analyzer: target.analyzer };
    case 'normalizer':
      return { normalizer: target.normalizer };
    case 'chain':
      return {
        ...(target.charFilters.length > 0 ? { char_filter: target.charFilters } : {}),
        ...(target.tokenizer !== null ? { tokenizer: target.tokenizer } : {}),
        ...(target.filters.length > 0 ? { filter: target.filters } : {}),
      };
  }
}

/** The request that analyses `text` (one text, or several analysed as one multi-valued field). */
export function analyzeRequest(
  target: AnalyzeTarget,
  text: string | readonly string[],
  options: AnalyzeOptions = {},
): EngineRequest {
  const index = 'index' in target && target.index ? target.index : null;
  const body: Record<string, unknown> = { ...targetBody(target), text };
  if (options.explain) {
    body.explain = true;
    if (options.attributes && options.attributes.length > 0) body.attributes = options.attributes;
  }
  return {
    method: 'POST',
    path: index === null ? '_analyze' : `${escapeIndexName(index)}/_analyze`,
    body,
  };
}

/** One analysis piece an index defines: its name, its `type` and its whole definition. */
export interface DefinedPiece {
  name: string;
  /** 'custom' for a custom analyzer; '' when the definition names none. */
  type: string;
  definition: Record<string, unknown>;
}

export interface IndexAnalysis {
  analyzers: DefinedPiece[];
  normalizers: DefinedPiece[];
  tokenizers: DefinedPiece[];
  charFilters: DefinedPiece[];
  filters: DefinedPiece[];
}

const GROUPS: [keyof IndexAnalysis, string][] = [
  ['analyzers', 'analyzer'],
  ['normalizers', 'normalizer'],
  ['tokenizers', 'tokenizer'],
  ['charFilters', 'char_filter'],
  ['filters', 'filter'],
];

/** Nested settings from flat ones ('index.analysis.analyzer.a.type': 'custom'). */
function unflatten(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      if (!isRecord(node[part])) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return root;
}

/** `settings.index.analysis` of one index's entry, nested or flat. */
function analysisOf(entry: unknown): Record<string, unknown> | null {
  if (!isRecord(entry) || !isRecord(entry.settings)) return null;
  const settings = Object.keys(entry.settings).some((key) => key.startsWith('index.'))
    ? unflatten(entry.settings)
    : entry.settings;
  const index = settings.index;
  return isRecord(index) && isRecord(index.analysis) ? index.analysis : null;
}

function pieces(group: unknown): DefinedPiece[] {
  if (!isRecord(group)) return [];
  return Object.entries(group)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, definition]) => ({
      name,
      type: typeof definition.type === 'string' ? definition.type : '',
      definition,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The analysis an index defines, from `GET {index}/_settings` (with or without flat_settings):
 * the entry of `index`, or of the answer's only index. Empty groups when it defines none.
 */
export function readIndexAnalysis(answer: unknown, index?: string): IndexAnalysis {
  const entries = isRecord(answer) ? answer : {};
  const entry = index !== undefined ? entries[index] : Object.values(entries)[0];
  const analysis = analysisOf(entry) ?? {};
  const out = {} as IndexAnalysis;
  for (const [group, key] of GROUPS) out[group] = pieces(analysis[key]);
  return out;
}
