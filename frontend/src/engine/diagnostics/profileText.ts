// Profile JSON pasted into the search profiler: a whole search answer (from the REST console, a
// log, another tool), only its `profile` object, or one answer of a multi search. The reading
// either gives the profile or says, as a code the screen words, why the text is none.
import { jsonErrorPosition } from '../../lib/jsonError';
import { parseJson } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import { readSearchProfile, type SearchProfile } from './profileTree';

/**
 * Why a pasted text gives no profile:
 * - empty: nothing but white space;
 * - notJson: not JSON (`position` is where it stops being JSON);
 * - notObject: JSON, but not an object;
 * - error: the engine's error answer (`reason` is its reason);
 * - noProfile: a search answer run without `"profile": true`;
 * - noShards: a `profile` without its `shards` list.
 */
export type ProfileTextError =
  | { code: 'empty' }
  | { code: 'notJson'; position: number }
  | { code: 'notObject' }
  | { code: 'error'; reason: string }
  | { code: 'noProfile' }
  | { code: 'noShards' };

export type ProfileTextResult =
  { ok: true; profile: SearchProfile } | { ok: false; error: ProfileTextError };

function errorReason(value: Record<string, unknown>): string | null {
  const { error } = value;
  if (typeof error === 'string') return error;
  if (isRecord(error)) return typeof error.reason === 'string' ? error.reason : String(error.type);
  return null;
}

/** The object holding `profile` among the forms a pasted answer takes; the text itself otherwise. */
function profileHolder(value: Record<string, unknown>): Record<string, unknown> {
  if ('profile' in value || 'shards' in value) return value;
  // A multi search answer: the first of its answers that was profiled.
  if (Array.isArray(value.responses))
    return value.responses.find((answer) => isRecord(answer) && 'profile' in answer) ?? value;
  return value;
}

/** The profile in a pasted text, or why there is none. */
export function readProfileText(source: string): ProfileTextResult {
  if (source.trim() === '') return { ok: false, error: { code: 'empty' } };
  let value: unknown;
  try {
    value = parseJson(source);
  } catch {
    return { ok: false, error: { code: 'notJson', position: jsonErrorPosition(source) ?? 0 } };
  }
  if (!isRecord(value)) return { ok: false, error: { code: 'notObject' } };
  const holder = profileHolder(value);
  const reason = errorReason(holder);
  if (reason !== null && !('profile' in holder))
    return { ok: false, error: { code: 'error', reason } };
  const profileObject = 'profile' in holder ? holder.profile : 'shards' in holder ? holder : null;
  if (profileObject === null) return { ok: false, error: { code: 'noProfile' } };
  const profile = readSearchProfile(profileObject);
  return profile ? { ok: true, profile } : { ok: false, error: { code: 'noShards' } };
}
