// Rows of the dashboard's Cluster Information and Cluster Health cards. Each row
// names its label (an i18n key under home.info or home.health) and a typed value the card
// formats; rows shown "only if present" are left out when the cluster sends nothing.
import type { KeysUnder } from '../../i18n/translate';
import type { ClusterHealthResponse, ClusterInfoResponse } from '../../api/operations/cluster';
import { toNumber } from '../../lib/json';
import { formatLocale, numberFormat } from '../../lib/locale';

export type RowValue =
  | { kind: 'text'; text: string }
  | { kind: 'count'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'millis'; value: number }
  | { kind: 'status'; status: string };

/** A row with its label, a key below its card's group of labels. */
export interface CardRow<Label extends string = string> {
  label: Label;
  value: RowValue;
}

type InfoLabel = KeysUnder<'home.info'>;
type HealthLabel = KeysUnder<'home.health'>;

const text = (value: unknown): RowValue => ({
  kind: 'text',
  text: value === undefined || value === null ? '' : String(value),
});

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** A row for a field shown only when present (booleans are present when false). */
function optional<Label extends string>(
  label: Label,
  value: unknown,
  read: (value: unknown) => RowValue = text,
): CardRow<Label>[] {
  return isPresent(value) ? [{ label, value: read(value) }] : [];
}

function booleanValue(value: unknown): RowValue {
  return typeof value === 'boolean' ? { kind: 'boolean', value } : text(value);
}

export function clusterInfoRows(info: ClusterInfoResponse): {
  general: CardRow<InfoLabel>[];
  version: CardRow<InfoLabel>[];
} {
  const version = info.version ?? {};
  return {
    general: [
      { label: 'nodeName', value: text(info.name) },
      { label: 'clusterName', value: text(info.cluster_name) },
      ...optional('clusterUuid', info.cluster_uuid),
      { label: 'tagline', value: text(info.tagline) },
    ],
    version: [
      ...optional('distribution', version.distribution),
      { label: 'number', value: text(version.number) },
      ...optional('buildFlavor', version.build_flavor),
      ...optional('buildType', version.build_type),
      ...optional('buildHash', version.build_hash),
      ...optional('buildDate', version.build_date),
      ...optional('buildSnapshot', version.build_snapshot, booleanValue),
      ...optional('luceneVersion', version.lucene_version),
      ...optional('minimumWireCompatibilityVersion', version.minimum_wire_compatibility_version),
      ...optional('minimumIndexCompatibilityVersion', version.minimum_index_compatibility_version),
    ],
  };
}

function countValue(value: unknown): RowValue {
  const number = toNumber(value);
  return number === undefined ? text(value) : { kind: 'count', value: number };
}

function twoDecimalPercent(percent: number): string {
  const format = numberFormat(formatLocale(), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return format.format(percent / 100);
}

/** 'Active shards percent' with 2 decimals and '%'. */
export function formatActiveShardsPercent(value: unknown): string {
  const number = toNumber(value);
  return number === undefined ? String(value) : twoDecimalPercent(number);
}

function millisValue(value: unknown): RowValue {
  const number = toNumber(value);
  return number === undefined ? text(value) : { kind: 'millis', value: number };
}

export function clusterHealthRows(health: ClusterHealthResponse): CardRow<HealthLabel>[] {
  return [
    { label: 'status', value: { kind: 'status', status: String(health.status ?? '') } },
    { label: 'timedOut', value: booleanValue(health.timed_out) },
    { label: 'relocatingShards', value: countValue(health.relocating_shards) },
    { label: 'initializingShards', value: countValue(health.initializing_shards) },
    { label: 'unassignedShards', value: countValue(health.unassigned_shards) },
    { label: 'delayedUnassignedShards', value: countValue(health.delayed_unassigned_shards) },
    { label: 'activeShards', value: countValue(health.active_shards) },
    ...optional('activeShardsPercent', health.active_shards_percent_as_number, (value) =>
      text(formatActiveShardsPercent(value)),
    ),
    { label: 'pendingTasks', value: countValue(health.number_of_pending_tasks) },
    { label: 'inFlightFetch', value: countValue(health.number_of_in_flight_fetch) },
    ...optional('taskMaxWaitingInQueue', health.task_max_waiting_in_queue_millis, millisValue),
  ];
}
