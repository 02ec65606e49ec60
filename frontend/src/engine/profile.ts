// What the console knows of the engine a cluster runs: its name, its version, and what it offers,
// derived once from the distribution and version the cluster reports. Features ask the profile
// (`useEngine()`, or the `engine` of a ClusterTarget) rather than comparing engines and versions
// themselves.
import {
  atLeast,
  parseVersion,
  SUPPORTED_MAJOR_VERSIONS,
  UNKNOWN_VERSION,
  type Distribution,
  type EngineVersion,
} from './version';

/** How the engine manages index lifecycles: ILM (Elasticsearch), ISM (OpenSearch), or not at all. */
export type LifecycleApi = 'ilm' | 'ism' | 'none';

/** The security API: X-Pack's `_security` or the OpenSearch plugin's `_plugins/_security`. */
export type SecurityApi = 'xpack' | 'opendistro' | 'none';

/** Point in time: Elasticsearch's `_pit`, OpenSearch's `_search/point_in_time`, or none. */
export type PointInTimeApi = 'pit' | 'point_in_time' | 'none';

/**
 * The structure finder that proposes an import's mapping: `_text_structure/find_structure`
 * (Elasticsearch from 7.13), `_ml/find_file_structure` (Elasticsearch 7.0 to 7.x, removed in 8),
 * or none (OpenSearch). Both are in the free basic licence.
 */
export type FindStructureApi = 'text_structure' | 'ml' | 'none';

export interface EngineProfile {
  distribution: Distribution;
  /** The product name, for texts such as the server-error title. */
  name: 'Elasticsearch' | 'OpenSearch';
  version: EngineVersion;
  /**
   * The Elasticsearch version whose index, alias, reindex, mapping and template APIs the engine
   * has: its own version on Elasticsearch, 7.10 on OpenSearch (which split from it there, keeping
   * those APIs). Unknown while the version is.
   */
  apiVersion: EngineVersion;
  lifecycle: LifecycleApi;
  security: SecurityApi;
  pointInTime: PointInTimeApi;
  /**
   * `_shard_doc`, the sort that orders a point in time's documents one after the other:
   * Elasticsearch from 7.12, OpenSearch from 3.3.
   */
  shardDocSort: boolean;
  /** Data streams: Elasticsearch from 7.9, every OpenSearch release. */
  dataStreams: boolean;
  /** GET _data_stream takes expand_wildcards (OpenSearch lists hidden streams and refuses it). */
  dataStreamWildcards: boolean;
  /** `_index_template` is offered beside `_template` (the template selector). */
  composableTemplates: boolean;
  /** `_index_template` is the template endpoint shown first (Elasticsearch 8 on). */
  composableTemplatesFirst: boolean;
  /** `_component_template`: Elasticsearch from 7.8, every OpenSearch release. */
  componentTemplates: boolean;
  /** PUT {index}/_mapping without a mapping type (API version 7 on). */
  typelessMappings: boolean;
  /** Force merge takes wait_for_completion=false: Elasticsearch 8.1, OpenSearch 2.7 on. */
  forceMergeTask: boolean;
  /**
   * Rollover conditions on the primary shard (max_primary_shard_size...): Elasticsearch from 7.13
   * and when its version is not known yet; OpenSearch only has max_size.
   */
  rolloverShardConditions: boolean;
  /** `_ingest/pipeline?summary`: Elasticsearch from 7.13. */
  pipelineSummary: boolean;
  /** The shards column of `_cat/nodes`: Elasticsearch 8 on. */
  catNodesShards: boolean;
  /** `_cat/indices` lists hidden and system indices with expand_wildcards=all: Elasticsearch 8 on. */
  listsHiddenIndices: boolean;
  /** The structure finder that proposes an import's mapping (see FindStructureApi). */
  findStructure: FindStructureApi;
  /** `_health_report`: Elasticsearch from 8.7. */
  healthReport: boolean;
  /**
   * `{index}/_disk_usage` and `{index}/_field_usage_stats`, a field's bytes per structure and how
   * often it is read: Elasticsearch from 7.15 (technical preview there); OpenSearch has neither.
   */
  diskUsage: boolean;
  /** Why there is no disk usage API, for the screen to say: the engine has none, or not yet. */
  diskUsageMissing: 'opensearch' | 'version' | null;
  /**
   * The fetch phase in a search's profile (`profile.shards[].fetch`): Elasticsearch from 7.16 (one
   * object), OpenSearch from 3.2 (a list, one per fetch run).
   */
  profileFetch: boolean;
  /** Elasticsearch's paged user search, `_security/_query/user`: from 8.14. */
  userQuery: boolean;
  /** Elasticsearch's paged role search, `_security/_query/role`: from 8.15. */
  roleQuery: boolean;
  /** Elasticsearch's API key search, `_security/_query/api_key`: from 7.15. */
  apiKeyQuery: boolean;
  /** The version has a major the product does not fully support (Elasticsearch only). */
  unsupported: boolean;
}

/** The OpenSearch fork's Elasticsearch API line. */
const FORK_API_VERSION: EngineVersion = { major: 7, minor: 10, patch: 2 };

function findStructureApi(version: EngineVersion): FindStructureApi {
  if (atLeast(version, '7.13')) return 'text_structure';
  return atLeast(version, '7') && !atLeast(version, '8') ? 'ml' : 'none';
}

function elasticsearch(version: EngineVersion): EngineProfile {
  const known = version.major !== null;
  return {
    distribution: 'elasticsearch',
    name: 'Elasticsearch',
    version,
    apiVersion: version,
    lifecycle: known && !atLeast(version, '6.6') ? 'none' : 'ilm',
    security: 'xpack',
    pointInTime: atLeast(version, '7.10') ? 'pit' : 'none',
    shardDocSort: atLeast(version, '7.12'),
    dataStreams: atLeast(version, '7.9'),
    dataStreamWildcards: true,
    composableTemplates: atLeast(version, '7'),
    composableTemplatesFirst: atLeast(version, '8'),
    componentTemplates: atLeast(version, '7.8'),
    typelessMappings: atLeast(version, '7'),
    forceMergeTask: atLeast(version, '8.1'),
    rolloverShardConditions: !known || atLeast(version, '7.13'),
    pipelineSummary: atLeast(version, '7.13'),
    catNodesShards: atLeast(version, '8'),
    listsHiddenIndices: atLeast(version, '8'),
    findStructure: findStructureApi(version),
    healthReport: atLeast(version, '8.7'),
    diskUsage: atLeast(version, '7.15'),
    diskUsageMissing: atLeast(version, '7.15') ? null : 'version',
    profileFetch: atLeast(version, '7.16'),
    userQuery: atLeast(version, '8.14'),
    roleQuery: atLeast(version, '8.15'),
    apiKeyQuery: atLeast(version, '7.15'),
    unsupported: known && !SUPPORTED_MAJOR_VERSIONS.includes(version.major ?? 0),
  };
}

function opensearch(version: EngineVersion): EngineProfile {
  const known = version.major !== null;
  return {
    distribution: 'opensearch',
    name: 'OpenSearch',
    version,
    apiVersion: known ? FORK_API_VERSION : UNKNOWN_VERSION,
    lifecycle: 'ism',
    security: 'opendistro',
    pointInTime: atLeast(version, '2.4') ? 'point_in_time' : 'none',
    shardDocSort: atLeast(version, '3.3'),
    dataStreams: true,
    dataStreamWildcards: false,
    composableTemplates: known,
    composableTemplatesFirst: false,
    componentTemplates: known,
    typelessMappings: known,
    forceMergeTask: atLeast(version, '2.7'),
    rolloverShardConditions: false,
    pipelineSummary: false,
    catNodesShards: false,
    listsHiddenIndices: false,
    findStructure: 'none',
    healthReport: false,
    diskUsage: false,
    diskUsageMissing: 'opensearch',
    profileFetch: atLeast(version, '3.2'),
    userQuery: false,
    roleQuery: false,
    apiKeyQuery: false,
    // OpenSearch has its own version line, where 1, 2 and 3 are current.
    unsupported: false,
  };
}

const profiles = new Map<string, EngineProfile>();

/**
 * The profile of an engine from what the cluster reports. The same distribution and version give
 * the same object, so the profile can be selected from the store and compared by reference.
 */
export function engineProfile(distribution: Distribution, version: string): EngineProfile {
  const key = `${distribution} ${version}`;
  let profile = profiles.get(key);
  if (!profile) {
    const parsed = parseVersion(version);
    profile = distribution === 'opensearch' ? opensearch(parsed) : elasticsearch(parsed);
    profiles.set(key, profile);
  }
  return profile;
}

/** The profile before a cluster is connected: Elasticsearch, version unknown. */
export const DEFAULT_ENGINE: EngineProfile = engineProfile('elasticsearch', '');

/** The profile of a saved cluster. */
export function clusterEngine(cluster: {
  distribution: Distribution;
  version: string;
}): EngineProfile {
  return engineProfile(cluster.distribution, cluster.version);
}
