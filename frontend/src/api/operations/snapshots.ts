// Snapshot repositories and snapshots.

import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

export type RepositoriesResponse = Record<
  string,
  { type: string; settings?: Record<string, unknown> }
>;

export interface RepositoryDefinition {
  type: string;
  settings: Record<string, unknown>;
}

export interface SnapshotInfo {
  snapshot: string;
  uuid?: string;
  state?: string;
  indices?: string[];
  start_time?: string;
  start_time_in_millis?: number;
  end_time?: string;
  end_time_in_millis?: number;
  duration_in_millis?: number;
  shards?: { total?: number; failed?: number; successful?: number };
}

export interface SnapshotsResponse {
  snapshots: SnapshotInfo[];
}

export interface RestoreOptions {
  indices: string[];
  ignoreUnavailable: boolean;
  includeGlobalState: boolean;
  /** Left out when blank: restore under the original names. */
  renamePattern?: string;
  renameReplacement?: string;
}

const repositoryPath = (repository: string) => `_snapshot/${encodePathSegment(repository)}`;
const snapshotPath = (repository: string, snapshot: string) =>
  `${repositoryPath(repository)}/${encodePathSegment(snapshot)}`;

/** GET _snapshot: repositories keyed by name. */
export function catRepositories(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<RepositoriesResponse> {
  return clusterRequest<RepositoriesResponse>(target, { method: 'GET', path: '_snapshot', signal });
}

/** PUT _snapshot/{repository} with { type, settings }. */
export function snapshotCreateRepository(
  target: ClusterTarget,
  repository: string,
  definition: RepositoryDefinition,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: repositoryPath(repository),
    body: definition,
    signal,
  });
}

/** DELETE _snapshot/{repository}. */
export function snapshotDeleteRepository(
  target: ClusterTarget,
  repository: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: repositoryPath(repository),
    signal,
  });
}

/** GET _snapshot/{repository}/_all. */
export function catSnapshots(
  target: ClusterTarget,
  repository: string,
  signal?: AbortSignal,
): Promise<SnapshotsResponse> {
  return clusterRequest<SnapshotsResponse>(target, {
    method: 'GET',
    path: `${repositoryPath(repository)}/_all`,
    signal,
  });
}

/** GET _snapshot/{repository}/{snapshot}. */
export function getSnapshot(
  target: ClusterTarget,
  repository: string,
  snapshot: string,
  signal?: AbortSignal,
): Promise<SnapshotsResponse> {
  return clusterRequest<SnapshotsResponse>(target, {
    method: 'GET',
    path: snapshotPath(repository, snapshot),
    signal,
  });
}

/** PUT _snapshot/{repository}/{snapshot} with { indices } (a pattern string or a list). */
export function snapshotCreate(
  target: ClusterTarget,
  repository: string,
  snapshot: string,
  indices: string | string[],
  signal?: AbortSignal,
): Promise<unknown> {
  const path = snapshotPath(repository, snapshot);
  return clusterRequest<unknown>(target, { method: 'PUT', path, body: { indices }, signal });
}

/** DELETE _snapshot/{repository}/{snapshot}. */
export function snapshotDelete(
  target: ClusterTarget,
  repository: string,
  snapshot: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: snapshotPath(repository, snapshot),
    signal,
  });
}

/** The _restore body; blank rename fields are left out. */
export function restoreBody(options: RestoreOptions): Record<string, unknown> {
  const body: Record<string, unknown> = {
    indices: options.indices,
    ignore_unavailable: options.ignoreUnavailable,
    include_global_state: options.includeGlobalState,
  };
  if (options.renamePattern?.trim()) body.rename_pattern = options.renamePattern;
  if (options.renameReplacement?.trim()) body.rename_replacement = options.renameReplacement;
  return body;
}

/** POST _snapshot/{repository}/{snapshot}/_restore. */
export function snapshotRestore(
  target: ClusterTarget,
  repository: string,
  snapshot: string,
  options: RestoreOptions,
  signal?: AbortSignal,
): Promise<unknown> {
  const path = `${snapshotPath(repository, snapshot)}/_restore`;
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path,
    body: restoreBody(options),
    signal,
  });
}
