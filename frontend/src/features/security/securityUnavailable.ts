// Why the security screen has nothing to manage, read from the who-am-I call's error: no security
// API at all (the plugin is not installed, or the path is not routed: 404, 405, 400 "no
// handler"), security present but not enabled (Elasticsearch says "Security must be explicitly
// enabled"), or a user who may not ask (403). Other errors (a cluster down, a 500) are not a
// verdict on the API and show as they are.
import { apiUnavailable } from '../../api/apiAvailability';
import type { SecurityApi } from '../../engine/profile';

export interface SecurityUnavailable {
  why: 'missing' | 'disabled' | 'forbidden';
  reason: string;
}

const NOT_ENABLED = /security must be explicitly enabled|security is (not enabled|disabled)/i;

export function securityUnavailable(api: SecurityApi, error: unknown): SecurityUnavailable | null {
  if (api === 'none') return { why: 'missing', reason: '' };
  const verdict = apiUnavailable(error);
  if (verdict === null) return null;
  if (NOT_ENABLED.test(verdict.reason)) return { why: 'disabled', reason: verdict.reason };
  return verdict;
}
