// The New / Edit policy form and the body of PUT _slm/policy/{id}.
import type { SlmPolicy, SlmRetention } from '../../../api/operations/slm';

/** A number input's value: a number, or '' while empty (Mantine's NumberInput). */
export type CountInput = number | string;

export interface PolicyForm {
  id: string;
  name: string;
  /** Cron with seconds, e.g. '0 30 1 * * ?' (every day at 1:30). */
  schedule: string;
  /** Comma-separated index names or patterns. */
  indices: string;
  ignoreUnavailable: boolean;
  includeGlobalState: boolean;
  /** A period such as '3d' or '12h'. */
  expireAfter: string;
  maxCount: CountInput;
  minCount: CountInput;
}

export const MATCH_ALL_INDICES = '*';

export const NEW_POLICY_DEFAULTS: PolicyForm = {
  id: '',
  name: '',
  schedule: '',
  indices: MATCH_ALL_INDICES,
  ignoreUnavailable: false,
  includeGlobalState: true,
  expireAfter: '',
  maxCount: '',
  minCount: '',
};

/**
 * Valid when the name, the schedule and the id are set; the id is required since it is the
 * last segment of the PUT path.
 */
export function isPolicyFormValid(form: PolicyForm): boolean {
  return [form.id, form.name, form.schedule].every((value) => value.trim() !== '');
}

/** 'a, b,,c ' gives ['a', 'b', 'c']; nothing at all means every index ('*'). */
export function splitIndices(text: string): string[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.length > 0 ? names : [MATCH_ALL_INDICES];
}

function countOf(value: CountInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Only the fields that are set; undefined when none is (no retention is sent then). */
export function retentionOf(form: PolicyForm): SlmRetention | undefined {
  const retention: SlmRetention = {};
  const expireAfter = form.expireAfter.trim();
  if (expireAfter !== '') retention.expire_after = expireAfter;
  const maxCount = countOf(form.maxCount);
  if (maxCount !== undefined) retention.max_count = maxCount;
  const minCount = countOf(form.minCount);
  if (minCount !== undefined) retention.min_count = minCount;
  return Object.keys(retention).length > 0 ? retention : undefined;
}

/** The PUT _slm/policy/{id} body for a policy of `repository`. */
export function policyBody(form: PolicyForm, repository: string): SlmPolicy {
  const policy: SlmPolicy = {
    name: form.name.trim(),
    schedule: form.schedule.trim(),
    repository,
    config: {
      indices: splitIndices(form.indices),
      ignore_unavailable: form.ignoreUnavailable,
      include_global_state: form.includeGlobalState,
    },
  };
  const retention = retentionOf(form);
  if (retention) policy.retention = retention;
  return policy;
}

/** The form for editing policy `id` as the cluster holds it; what it lacks takes the defaults. */
export function policyFormOf(id: string, policy: SlmPolicy): PolicyForm {
  const config = policy.config ?? {};
  const retention = policy.retention ?? {};
  return {
    id,
    name: policy.name ?? '',
    schedule: policy.schedule ?? '',
    indices: config.indices?.length ? config.indices.join(',') : MATCH_ALL_INDICES,
    ignoreUnavailable: config.ignore_unavailable ?? NEW_POLICY_DEFAULTS.ignoreUnavailable,
    includeGlobalState: config.include_global_state ?? NEW_POLICY_DEFAULTS.includeGlobalState,
    expireAfter: retention.expire_after ?? '',
    maxCount: retention.max_count ?? '',
    minCount: retention.min_count ?? '',
  };
}
