// "Health, explained" on Elasticsearch 8.7 and later: the health report (`GET _health_report`,
// `verbose=false` for the overview, one indicator's own call for its details) read into
// indicators, worst first, each with its status, symptom, impacts and diagnoses; each diagnosis
// with its cause, action, help link and the resources it affects, typed (index, node, lifecycle
// or snapshot policy, feature state, snapshot repository) so the screen can link each to the
// screen that fixes it. The report is expensive to compute: the screen asks no more than once a
// minute (HEALTH_REPORT_MIN_INTERVAL_MS). Nothing throws: what cannot be read is left out.
import { encodePathSegment } from '../../lib/indexName';
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import type { EngineRequest } from '../exportRequests';

export type HealthStatus = 'green' | 'yellow' | 'red' | 'unknown' | 'unavailable';

/** The shortest time between two health report requests (its documentation warns of the cost). */
export const HEALTH_REPORT_MIN_INTERVAL_MS = 60_000;

/** What a resource is, which says the screen it opens on. */
export type ResourceKind =
  'index' | 'node' | 'ilmPolicy' | 'slmPolicy' | 'featureState' | 'repository';

export interface AffectedResource {
  kind: ResourceKind;
  /** The index, policy, feature or repository name; a node's name (its id when unnamed). */
  name: string;
  /** A node's id; null for the other kinds. */
  id: string | null;
}

export interface HealthImpact {
  id: string;
  description: string;
  /** 1 is the most severe. */
  severity: number;
  /** search, ingest, backup, deployment_management. */
  areas: string[];
}

export interface HealthDiagnosis {
  id: string;
  cause: string;
  action: string;
  helpUrl: string | null;
  resources: AffectedResource[];
}

export interface HealthIndicator {
  /** The engine's name: master_is_stable, shards_availability, disk, ilm, slm, … */
  name: string;
  status: HealthStatus;
  symptom: string;
  impacts: HealthImpact[];
  diagnoses: HealthDiagnosis[];
  /** The indicator's own details (verbose answers), as sent. */
  details: Record<string, unknown> | null;
}

export interface HealthReport {
  clusterName: string | null;
  /** The worst indicator's status; absent when only some indicators were asked. */
  status: HealthStatus | null;
  /** Worst first, then by name. */
  indicators: HealthIndicator[];
}

const STATUSES: readonly HealthStatus[] = ['red', 'yellow', 'unknown', 'unavailable', 'green'];

/** How bad a status is: 0 for red, up to 4 for green; unreadable ones count as unknown. */
export function statusRank(status: HealthStatus): number {
  return STATUSES.indexOf(status);
}

export function readStatus(value: unknown): HealthStatus {
  return STATUSES.includes(value as HealthStatus) ? (value as HealthStatus) : 'unknown';
}

/**
 * The overview (`verbose=false`: no details, diagnoses or affected resources) or one indicator's
 * details (`feature`, verbose, at most `size` affected resources, the engine's default 1000).
 */
export function healthReportRequest(feature?: string, size?: number): EngineRequest {
  if (feature === undefined)
    return { method: 'GET', path: '_health_report', params: { verbose: 'false' } };
  return {
    method: 'GET',
    path: `_health_report/${encodePathSegment(feature)}`,
    params: size === undefined ? {} : { size: String(size) },
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The engine's keys of affected resources and what each names (`ilm_policies` too, not typed). */
const RESOURCE_KEYS: [string, ResourceKind][] = [
  ['indices', 'index'],
  ['ilm_policies', 'ilmPolicy'],
  ['slm_policies', 'slmPolicy'],
  ['feature_states', 'featureState'],
  ['snapshot_repositories', 'repository'],
];

function readResources(value: unknown): AffectedResource[] {
  if (!isRecord(value)) return [];
  const out: AffectedResource[] = [];
  for (const [key, kind] of RESOURCE_KEYS)
    for (const name of strings(value[key])) out.push({ kind, name, id: null });
  for (const node of Array.isArray(value.nodes) ? value.nodes : []) {
    if (!isRecord(node)) continue;
    const id = typeof node.node_id === 'string' ? node.node_id : null;
    const name = typeof node.name === 'string' && node.name !== '' ? node.name : id;
    if (name !== null) out.push({ kind: 'node', name, id });
  }
  return out;
}

function readDiagnosis(value: Record<string, unknown>): HealthDiagnosis {
  return {
    id: text(value.id),
    cause: text(value.cause),
    action: text(value.action),
    helpUrl: typeof value.help_url === 'string' && value.help_url !== '' ? value.help_url : null,
    resources: readResources(value.affected_resources),
  };
}

function readImpact(value: Record<string, unknown>): HealthImpact {
  return {
    id: text(value.id),
    description: text(value.description),
    severity: toNumber(value.severity) ?? 0,
    areas: strings(value.impact_areas),
  };
}

const records = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);

function readIndicator(name: string, value: Record<string, unknown>): HealthIndicator {
  return {
    name,
    status: readStatus(value.status),
    symptom: text(value.symptom),
    impacts: records(value.impacts)
      .map(readImpact)
      .sort((a, b) => a.severity - b.severity),
    diagnoses: records(value.diagnosis).map(readDiagnosis),
    details: isRecord(value.details) ? value.details : null,
  };
}

/** The answer of `_health_report` (all indicators or one); null when it has no indicators. */
export function readHealthReport(answer: unknown): HealthReport | null {
  if (!isRecord(answer) || !isRecord(answer.indicators)) return null;
  const indicators = Object.entries(answer.indicators)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, value]) => readIndicator(name, value))
    .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.name.localeCompare(b.name));
  return {
    clusterName: typeof answer.cluster_name === 'string' ? answer.cluster_name : null,
    status: answer.status === undefined ? null : readStatus(answer.status),
    indicators,
  };
}

/** An overview's indicator with the details of its own call put in (diagnoses, resources). */
export function withDetails(overview: HealthReport, details: HealthReport): HealthReport {
  const byName = new Map(details.indicators.map((indicator) => [indicator.name, indicator]));
  return {
    ...overview,
    indicators: overview.indicators.map((indicator) => byName.get(indicator.name) ?? indicator),
  };
}
