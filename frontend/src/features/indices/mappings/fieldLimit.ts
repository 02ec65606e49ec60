// The limit on the number of fields of an index (index.mapping.total_fields.limit), read from the
// answer of GET {index}/_settings/index.mapping.total_fields.limit?include_defaults=true, and
// when the count of fields comes close to it.
import { TOTAL_FIELDS_LIMIT_SETTING } from '../../../api/operations/mappings';
import { toNumber } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';

/** The engines' default limit, taken when the answer names none. */
export const DEFAULT_TOTAL_FIELDS_LIMIT = 1000;

/** The share of the limit above which the count shows as a warning. */
const NEAR_LIMIT_SHARE = 0.9;

/** The setting's value in one group of settings, flat ('index.mapping...') or nested. */
function limitIn(settings: unknown): number | undefined {
  if (!isRecord(settings)) return undefined;
  let value: unknown = settings[TOTAL_FIELDS_LIMIT_SETTING];
  if (value === undefined) {
    // Without flat_settings the engines nest the name; read that too.
    value = TOTAL_FIELDS_LIMIT_SETTING.split('.').reduce<unknown>(
      (node, part) => (isRecord(node) ? node[part] : undefined),
      settings,
    );
  }
  // The engines send setting values as text ("1000").
  const limit = toNumber(value);
  return limit !== undefined && Number.isInteger(limit) && limit >= 0 ? limit : undefined;
}

/**
 * The field limit of `index`: its own setting (`settings`), else the engine's default
 * (`defaults`), else 1000. An answer for a name the engine resolved to another index (an alias)
 * holds that index alone; its entry is read then.
 */
export function totalFieldsLimit(answer: unknown, index: string): number {
  if (!isRecord(answer)) return DEFAULT_TOTAL_FIELDS_LIMIT;
  const entries = Object.values(answer);
  const state = Object.hasOwn(answer, index)
    ? answer[index]
    : entries.length === 1
      ? entries[0]
      : undefined;
  if (!isRecord(state)) return DEFAULT_TOTAL_FIELDS_LIMIT;
  return limitIn(state.settings) ?? limitIn(state.defaults) ?? DEFAULT_TOTAL_FIELDS_LIMIT;
}

/** Whether `count` fields is above 90% of `limit`: the view warns then. */
export function nearFieldLimit(count: number, limit: number): boolean {
  return count > limit * NEAR_LIMIT_SHARE;
}
