// Rollover conditions: each one named and measured on the write index, and whether the rollover
// happens.
import { formatBytes, formatDuration, parseByteSize, parseDuration } from './engineUnits';
import type { Distribution } from './streamTypes';

const DAY_MS = 86_400_000;

/** What the conditions are measured on: the write index. */
export interface WriteIndexStats {
  docs: number;
  ageDays: number;
  bytes: number;
}

type Measure = 'age' | 'docs' | 'bytes';

const CONDITION_MEASURES: Record<string, Measure> = {
  max_age: 'age',
  max_docs: 'docs',
  max_size: 'bytes',
  max_primary_shard_size: 'bytes',
  max_primary_shard_docs: 'docs',
  min_age: 'age',
  min_docs: 'docs',
  min_size: 'bytes',
  min_primary_shard_size: 'bytes',
  min_primary_shard_docs: 'docs',
};

/** OpenSearch's rollover request knows only these three. */
const OPENSEARCH_CONDITIONS = ['max_age', 'max_docs', 'max_size'];

export type RolloverDecision =
  | { conditions: Record<string, boolean>; rollsOver: boolean }
  | { status: number; type: string; reason: string };

/** A condition's threshold and its printed form, or undefined when the value is malformed. */
function threshold(measure: Measure, value: unknown): [number, string] | undefined {
  if (measure === 'age') {
    const nanos = parseDuration(value);
    return nanos === undefined ? undefined : [nanos / 1e6, formatDuration(nanos)];
  }
  if (measure === 'bytes') {
    const bytes = parseByteSize(value);
    return bytes === undefined ? undefined : [bytes, formatBytes(bytes)];
  }
  const docs = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof docs === 'number' && Number.isSafeInteger(docs) ? [docs, String(docs)] : undefined;
}

/**
 * Each condition, named as the engines name it ("[max_docs: 1000]"), with whether the write
 * index meets it, and whether the rollover happens: always without conditions; on Elasticsearch
 * when every min_* and at least one max_* is met, on OpenSearch when any is met.
 */
export function decideRollover(distribution: Distribution, requested: Record<string, unknown>, stats: WriteIndexStats): RolloverDecision {
  const measured = { age: stats.ageDays * DAY_MS, docs: stats.docs, bytes: stats.bytes };
  const conditions: Record<string, boolean> = {};
  let anyMax = false;
  let allMin = true;
  let anyMaxSet = false;
  for (const [key, value] of Object.entries(requested)) {
    const measure = CONDITION_MEASURES[key];
    if (measure === undefined || (distribution === 'opensearch' && !OPENSEARCH_CONDITIONS.includes(key))) {
      return { status: 400, type: 'x_content_parse_exception', reason: `[conditions] unknown field [${key}]` };
    }
    const parsed = threshold(measure, value);
    if (parsed === undefined) return { status: 400, type: 'x_content_parse_exception', reason: `[conditions] failed to parse field [${key}]` };
    const met = measured[measure] >= parsed[0];
    conditions[`[${key}: ${parsed[1]}]`] = met;
    if (key.startsWith('max_')) [anyMaxSet, anyMax] = [true, anyMax || met];
    else allMin = allMin && met;
  }
  const count = Object.keys(conditions).length;
  if (distribution === 'opensearch') return { conditions, rollsOver: count === 0 || Object.values(conditions).some(Boolean) };
  if (count > 0 && !anyMaxSet) {
    const reason = 'Validation Failed: 1: at least one max_* rollover condition must be set when using min_* conditions;';
    return { status: 400, type: 'action_request_validation_exception', reason };
  }
  return { conditions, rollsOver: count === 0 || (anyMax && allMin) };
}
