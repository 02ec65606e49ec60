// The text analysis playground's reading of `_analyze` answers, on both engines: the plain list of
// tokens (text, offsets, type, position), and with `explain=true` each stage of the chain (char
// filters with the text they give, the tokenizer, each token filter, or a named analyzer as one
// stage) side by side. Each token of a token filter is marked kept, changed or added against the
// stage before, and the stage lists the tokens it dropped, so one sees which filter removed a stop
// word or stemmed a term. Tokens are matched across stages by their offsets in the text, which
// filters keep. Token lists line up by position (positionsOf) for a comparison. Nothing throws.
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';

export interface AnalyzedToken {
  token: string;
  start: number;
  end: number;
  type: string;
  position: number;
  /** Positions the token spans (multi-word synonyms); 1 unless the engine says otherwise. */
  positionLength: number;
  /** Explain only: the attributes beyond the usual ones (keyword, termFrequency, …). */
  attributes: Record<string, unknown>;
}

/** What a stage did to a token: kept it as it was, changed its text, or made a new one. */
export type TokenMark = 'kept' | 'changed' | 'added';

export interface AnalysisStage {
  kind: 'charFilter' | 'tokenizer' | 'tokenFilter' | 'analyzer';
  name: string;
  /** Char filters: the text after the filter, one entry per text analysed. */
  text: string[];
  tokens: AnalyzedToken[];
  /** Per token, against the previous token stage; all 'kept' for the first one. */
  marks: TokenMark[];
  /** The previous stage's tokens this stage removed. */
  dropped: AnalyzedToken[];
}

export interface AnalysisResult {
  /** The tokens that come out at the end (the last stage's when explained). */
  tokens: AnalyzedToken[];
  /** The stages of an explained answer, in the order they ran; null without explain. */
  stages: AnalysisStage[] | null;
  /** Whether the engine ran a chain given piece by piece (or an index's custom analyzer). */
  customAnalyzer: boolean;
}

const KNOWN = new Set([
  'token',
  'start_offset',
  'end_offset',
  'type',
  'position',
  'positionLength',
]);

function whole(value: unknown, fallback: number): number {
  // Offsets and positions come as plain numbers: no conversion for them.
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  const number = toNumber(value);
  return number !== undefined && Number.isFinite(number) ? number : fallback;
}

/** The attributes of a token that has none beyond the usual ones (most tokens): one shared. */
const NO_ATTRIBUTES: Record<string, unknown> = Object.freeze({});

function readToken(value: Record<string, unknown>): AnalyzedToken {
  let attributes: Record<string, unknown> | null = null;
  for (const key in value) if (!KNOWN.has(key)) (attributes ??= {})[key] = value[key];
  return {
    token: typeof value.token === 'string' ? value.token : '',
    start: whole(value.start_offset, 0),
    end: whole(value.end_offset, 0),
    type: typeof value.type === 'string' ? value.type : '',
    position: whole(value.position, 0),
    positionLength: whole(value.positionLength, 1),
    attributes: attributes ?? NO_ATTRIBUTES,
  };
}

/** A list of tokens as the engines write it; what is not a token is left out. */
export function readTokens(value: unknown): AnalyzedToken[] {
  if (!Array.isArray(value)) return [];
  // A plain loop: an answer holds thousands of tokens, read once as it arrives.
  const tokens: AnalyzedToken[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const item: unknown = value[i];
    if (isRecord(item)) tokens.push(readToken(item));
  }
  return tokens;
}

/** Offsets up to here make a number key (start and end in one safe integer). */
const NUMBER_KEY_LIMIT = 2 ** 26;

/** A token's offsets as one key: a number for any text under 64 MB, else a string. */
const offsets = (token: AnalyzedToken): number | string =>
  token.start < NUMBER_KEY_LIMIT &&
  token.end < NUMBER_KEY_LIMIT &&
  token.start >= 0 &&
  token.end >= 0
    ? token.start * NUMBER_KEY_LIMIT + token.end
    : `${token.start}:${token.end}`;

/** Marks `tokens` against the previous stage's and finds what it dropped. */
export function compareStage(
  previous: readonly AnalyzedToken[],
  tokens: readonly AnalyzedToken[],
): { marks: TokenMark[]; dropped: AnalyzedToken[] } {
  // The previous stage's tokens by offsets: most offsets hold one token, kept as it is; a list
  // only where several share them (synonyms, a word split in parts).
  const waiting = new Map<number | string, AnalyzedToken | AnalyzedToken[]>();
  for (let i = 0; i < previous.length; i += 1) {
    const token = previous[i]!;
    const key = offsets(token);
    const held = waiting.get(key);
    if (held === undefined) waiting.set(key, token);
    else if (Array.isArray(held)) held.push(token);
    else waiting.set(key, [held, token]);
  }
  const marks: TokenMark[] = new Array<TokenMark>(tokens.length);
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const key = offsets(token);
    const held = waiting.get(key);
    let match: AnalyzedToken | undefined;
    if (held === undefined || Array.isArray(held)) {
      match = held && takeMatch(held, token);
    } else {
      match = held;
      waiting.delete(key);
    }
    marks[i] = match === undefined ? 'added' : match.token === token.token ? 'kept' : 'changed';
  }
  const dropped = [...waiting.values()].flat().sort((a, b) => a.position - b.position);
  return { marks, dropped };
}

/**
 * Takes from `list` (tokens at the same offsets) the one `token` came from: the same text first,
 * so that a synonym beside its original keeps the original as kept; else the first.
 */
function takeMatch(list: AnalyzedToken[], token: AnalyzedToken): AnalyzedToken | undefined {
  if (list.length === 0) return undefined;
  let same = 0;
  while (same < list.length && list[same]!.token !== token.token) same += 1;
  return list.splice(same < list.length ? same : 0, 1)[0];
}

function tokenStage(
  kind: AnalysisStage['kind'],
  value: Record<string, unknown>,
  previous: readonly AnalyzedToken[] | null,
): AnalysisStage {
  const tokens = readTokens(value.tokens);
  const { marks, dropped } = previous
    ? compareStage(previous, tokens)
    : { marks: tokens.map((): TokenMark => 'kept'), dropped: [] };
  const name = typeof value.name === 'string' ? value.name : '';
  return { kind, name, text: [], tokens, marks, dropped };
}

function readStages(detail: Record<string, unknown>): AnalysisStage[] {
  if (isRecord(detail.analyzer)) return [tokenStage('analyzer', detail.analyzer, null)];
  const stages: AnalysisStage[] = [];
  for (const filter of Array.isArray(detail.charfilters) ? detail.charfilters : []) {
    if (!isRecord(filter)) continue;
    const text = Array.isArray(filter.filtered_text) ? filter.filtered_text : [];
    stages.push({
      kind: 'charFilter',
      name: typeof filter.name === 'string' ? filter.name : '',
      text: text.filter((part): part is string => typeof part === 'string'),
      tokens: [],
      marks: [],
      dropped: [],
    });
  }
  let previous: AnalyzedToken[] | null = null;
  if (isRecord(detail.tokenizer)) {
    const stage = tokenStage('tokenizer', detail.tokenizer, null);
    stages.push(stage);
    previous = stage.tokens;
  }
  for (const filter of Array.isArray(detail.tokenfilters) ? detail.tokenfilters : []) {
    if (!isRecord(filter)) continue;
    const stage = tokenStage('tokenFilter', filter, previous);
    stages.push(stage);
    previous = stage.tokens;
  }
  return stages;
}

/** An `_analyze` answer, plain or explained. */
export function readAnalyzeAnswer(answer: unknown): AnalysisResult {
  const value = isRecord(answer) ? answer : {};
  if (!isRecord(value.detail))
    return { tokens: readTokens(value.tokens), stages: null, customAnalyzer: false };
  const stages = readStages(value.detail);
  const last = [...stages].reverse().find((stage) => stage.kind !== 'charFilter');
  return {
    tokens: last?.tokens ?? [],
    stages,
    customAnalyzer: value.detail.custom_analyzer === true,
  };
}

/**
 * Every position any of `rows` has a token at, ascending: the columns that line up the stages of
 * one analysis side by side, or two analyzers on the same text (a stop filter leaves a gap where
 * the other keeps the word).
 */
export function positionsOf(rows: readonly (readonly AnalyzedToken[])[]): number[] {
  const set = new Set<number>();
  for (const row of rows) for (let i = 0; i < row.length; i += 1) set.add(row[i]!.position);
  // A typed array sorts numbers natively, without a comparison function called per pair.
  return Array.from(Float64Array.from(set).sort());
}

/** How two analyzers treat the same text: tokens only one makes, and those both make. */
export function compareAnalyses(first: readonly AnalyzedToken[], second: readonly AnalyzedToken[]) {
  const { marks, dropped } = compareStage(first, second);
  return {
    /** Per token of `second`, against `first` at the same offsets. */
    marks,
    /** Tokens of `first` with nothing of `second` at their offsets. */
    onlyFirst: dropped,
  };
}
