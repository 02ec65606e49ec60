// What an import will do, worked out before anything changes: a
// file that could replace nothing, or whose clusters are all unusable, is refused; otherwise
// the plan says what is replaced, which clusters are left out and why, and which of the
// server's predefined clusters are kept. Saved clusters are only ever replaced by clusters: a
// file without any keeps the current ones.
import type { Backup } from './backupFile';

export type DroppedClusterReason = 'notACluster' | 'address' | 'credentials' | 'auth';

export interface DroppedCluster {
  /** 1-based position in the file's list. */
  number: number;
  name: string;
  reason: DroppedClusterReason;
}

/** How the areas of this app read; composed where the owning features may be imported. */
export interface ImportPolicy {
  /** A settings area (the installation id is not one). */
  isSettingsArea: (key: string) => boolean;
  /** The local-storage key of the saved clusters. */
  clustersKey: string;
  /** The usable and the unusable clusters of a clusters area. */
  inspectClusters: (value: unknown) => { usable: number; dropped: DroppedCluster[] };
  /**
   * The clusters area to write: the current predefined clusters kept (their names given back)
   * and the unusable imported ones left out. With `ownClustersAllowed` false (the server offers
   * only its own clusters) none of the file's clusters comes in, and how many were usable is
   * given back as `withheld`.
   */
  keepPredefined: (
    imported: unknown,
    current: unknown,
    ownClustersAllowed: boolean,
  ) => { value: unknown; kept: string[]; withheld: number };
  /** False when the server offers only its own clusters; true when absent. */
  ownClustersAllowed?: boolean;
}

export interface ImportPlan {
  /** The local-storage areas written. */
  store: Record<string, unknown>;
  /** Settings areas the file replaces, the clusters aside. */
  areas: string[];
  /** What happens to the saved clusters; null when the file holds none and they stay. */
  clusters: {
    imported: number;
    dropped: DroppedCluster[];
    predefined: string[];
    /** Usable clusters of the file not brought in: the server offers only its own. */
    withheld: number;
  } | null;
  /** Clusters whose REST console records are replaced. */
  restDatabases: number;
}

export type ImportRefusal = 'noKnownArea' | 'noUsableCluster';

export type PlanResult = { ok: true; plan: ImportPlan } | { ok: false; refusal: ImportRefusal };

export function planImport(
  backup: Backup,
  current: Record<string, unknown>,
  policy: ImportPolicy,
): PlanResult {
  const keys = Object.keys(backup.store).filter(policy.isSettingsArea);
  if (keys.length === 0) return { ok: false, refusal: 'noKnownArea' };
  const { clustersKey } = policy;
  const store = { ...backup.store };
  let clusters: ImportPlan['clusters'] = null;
  if (clustersKey in backup.store) {
    const { usable, dropped } = policy.inspectClusters(backup.store[clustersKey]);
    if (usable === 0 && dropped.length > 0) return { ok: false, refusal: 'noUsableCluster' };
    const merged = policy.keepPredefined(
      backup.store[clustersKey],
      current[clustersKey],
      policy.ownClustersAllowed !== false,
    );
    store[clustersKey] = merged.value;
    clusters = {
      imported: usable - merged.withheld,
      dropped,
      predefined: merged.kept,
      withheld: merged.withheld,
    };
  } else if (clustersKey in current) {
    store[clustersKey] = current[clustersKey];
  }
  return {
    ok: true,
    plan: {
      store,
      areas: keys.filter((key) => key !== clustersKey).sort(),
      clusters,
      restDatabases: Object.keys(backup.idb).length,
    },
  };
}
