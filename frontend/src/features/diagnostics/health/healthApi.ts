// Cluster calls of the health view as RTK Query endpoints: the health report's overview and one
// indicator's details (Elasticsearch 8.7+), and, where there is no report, the answers the health
// rules read, each asked on its own so that one refused answer leaves the others to be read.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { toClusterErrorInfo, type ClusterErrorInfo } from '../../../api/errors';
import { clusterHealth } from '../../../api/operations/cluster';
import { getClusterSettings } from '../../../api/operations/clusterSettings';
import { healthReport } from '../../../api/operations/diagnostics';
import { catIndices } from '../../../api/operations/indices';
import { explainManagedIndices } from '../../../api/operations/managedIndices';
import { nodeStats } from '../../../api/operations/nodeStats';
import { catShards } from '../../../api/operations/shards';
import { catRepositories, catSnapshots } from '../../../api/operations/snapshots';
import type { ClusterTarget } from '../../../api/types';
import {
  explainUnassigned,
  type UnassignedGroup,
} from '../../../components/AllocationExplain/unassignedGroups';
import {
  healthReportRequest,
  readHealthReport,
  type HealthReport,
} from '../../../engine/diagnostics/healthReport';
import type { HealthRuleInputs } from '../../../engine/diagnostics/healthRuleTypes';

/** The answers the rules read, by name. */
export type RuleInputName = keyof HealthRuleInputs;

export interface RuleGathering {
  inputs: HealthRuleInputs;
  /** The answers the cluster refused or could not give, with why. */
  failed: Partial<Record<RuleInputName, ClusterErrorInfo>>;
  /**
   * The unassigned shards grouped by reason, each group's first shard explained by the
   * allocation explain API (a group whose explain was refused says why); null without shards.
   */
  unassigned: UnassignedGroup[] | null;
  /** When the answers came (ms since the epoch). */
  at: number;
}

/** The most repositories whose snapshots are read (each is a call). */
export const SNAPSHOT_REPOSITORIES_READ = 20;

async function repositorySnapshots(target: ClusterTarget, signal?: AbortSignal) {
  const repositories = Object.keys(await catRepositories(target, signal)).slice(
    0,
    SNAPSHOT_REPOSITORIES_READ,
  );
  return Promise.all(
    repositories.map(async (repository) => ({
      repository,
      answer: await catSnapshots(target, repository, signal),
    })),
  );
}

/** Each input's call; the lifecycle one only where the engine has a lifecycle API. */
function inputCalls(target: ClusterTarget, signal?: AbortSignal) {
  const kind = target.engine?.lifecycle ?? 'none';
  const calls: { [K in RuleInputName]?: () => Promise<HealthRuleInputs[K]> } = {
    clusterHealth: () => clusterHealth(target, signal),
    nodeStats: () => nodeStats(target, '_all', signal),
    settings: () => getClusterSettings(target, true, signal),
    shards: () =>
      catShards(
        target,
        { h: ['index', 'shard', 'prirep', 'state', 'node', 'unassigned.reason'] },
        signal,
      ),
    indices: () => catIndices(target, { h: ['index', 'rep', 'health', 'status'] }, signal),
    snapshots: () => repositorySnapshots(target, signal),
  };
  if (kind !== 'none')
    calls.lifecycle = async () => ({
      kind,
      answer: await explainManagedIndices(target, kind, signal),
    });
  return calls;
}

/**
 * Every input the rules read, asked at once; a refused one is named in `failed`. As soon as the
 * shards are in, when some are unassigned, one allocation explain per reason they are unassigned
 * for.
 */
export async function gatherRuleInputs(
  target: ClusterTarget,
  _arg: void,
  signal?: AbortSignal,
): Promise<RuleGathering> {
  const calls = Object.entries(inputCalls(target, signal)) as [
    RuleInputName,
    () => Promise<never>,
  ][];
  const started = calls.map(([, call]) => call());
  // The explain calls start as soon as the shards are in, beside the other inputs.
  const shards = started[calls.findIndex(([name]) => name === 'shards')];
  const explained = shards?.then(
    (rows: unknown) => (Array.isArray(rows) ? explainUnassigned(target, rows, signal) : null),
    () => null,
  );
  const settled = await Promise.allSettled(started);
  const inputs: Record<string, unknown> = {};
  const failed: RuleGathering['failed'] = {};
  settled.forEach((outcome, position) => {
    const name = calls[position][0];
    if (outcome.status === 'fulfilled') inputs[name] = outcome.value;
    else failed[name] = toClusterErrorInfo(outcome.reason);
  });
  const unassigned = (await explained) ?? null;
  return { inputs: inputs as HealthRuleInputs, failed, unassigned, at: Date.now() };
}

export interface HealthReportAnswer {
  report: HealthReport | null;
  /** When it came (ms since the epoch): the next ask waits HEALTH_REPORT_MIN_INTERVAL_MS. */
  at: number;
}

export const healthApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    healthReportOverview: build.query<HealthReportAnswer, void>({
      queryFn: clusterQuery(async (target, _arg, signal) => ({
        report: readHealthReport(await healthReport(target, healthReportRequest(), signal)),
        at: Date.now(),
      })),
      // No tag: a write elsewhere must not make it ask again before its interval is over.
    }),
    healthIndicatorDetails: build.query<HealthReportAnswer, string>({
      queryFn: clusterQuery(async (target, indicator, signal) => ({
        report: readHealthReport(
          await healthReport(target, healthReportRequest(indicator), signal),
        ),
        at: Date.now(),
      })),
    }),
    healthRuleInputs: build.query<RuleGathering, void>({
      queryFn: clusterQuery(gatherRuleInputs),
      providesTags: ['Health'],
    }),
  }),
});

export const {
  useHealthReportOverviewQuery,
  useHealthIndicatorDetailsQuery,
  useHealthRuleInputsQuery,
} = healthApi;
