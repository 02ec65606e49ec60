// Whether the cluster serves an API, read from the error of a call to it (the indices screen and
// the lifecycle screen ask about ILM/ISM, the data streams screen about data streams): a cluster
// without the plugin or the feature (or a proxy that hides the path) answers 404, or 400 ("no
// handler found for uri"), a method it does not route 405, or takes the API's name for an index
// ("Invalid index name [_data_stream], must not start with '_'"); a user without the privilege
// gets 403. Elasticsearch with security not enabled answers its security calls with an error
// that says so. Other errors (a cluster down, a 500) are not a verdict on the API and show where
// they happen.
import { isRecord } from '../lib/storage';
import { errorReason } from './errors';

export interface ApiUnavailable {
  why: 'forbidden' | 'missing';
  /** The engine's reason in its own words, or its status line. */
  reason: string;
}

export function apiUnavailable(error: unknown): ApiUnavailable | null {
  if (!isRecord(error) || error.kind !== 'api' || typeof error.status !== 'number') return null;
  // The reason in words (error.reason, or the error string), not the whole JSON answer.
  const reason =
    errorReason(error).reason || (typeof error.statusText === 'string' ? error.statusText : '');
  if (error.status === 403) return { why: 'forbidden', reason };
  if (error.status === 404 || error.status === 405) return { why: 'missing', reason };
  if (error.status === 400 && /no handler|unrecognized|not supported/i.test(reason))
    return { why: 'missing', reason };
  if (/security must be explicitly enabled|security is (not enabled|disabled)/i.test(reason))
    return { why: 'missing', reason };
  // An index name starting with '_' is never valid: it was the path's API name.
  if (error.status === 400 && /^invalid index name \[_/i.test(reason))
    return { why: 'missing', reason };
  return null;
}
