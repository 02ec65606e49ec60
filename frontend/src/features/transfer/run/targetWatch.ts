// Watches that the indices an import writes to stay the ones it started with (engine/
// indexIdentity.ts): their uuids are read once the run is about to send, then every 15 seconds
// while it runs, and once more before it is called finished. A cluster that made an index again
// after it was removed loses nothing it says, so this is the only way the user learns that the
// documents written before are gone.
import { clusterRequest, ClusterRequestError } from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import { indexUuids, indexUuidsRequest, replacedIndex } from '../../../engine/indexIdentity';

export const WATCH_EVERY_MS = 15_000;

export interface TargetWatch {
  /** The index found removed or made again, once found. */
  readonly replaced: string | null;
  /** Asks now; the index found replaced, or null (also when the cluster could not be asked). */
  check(): Promise<string | null>;
  stop(): void;
}

/** The uuids `name` stands for now: none when it is gone, null when the cluster did not say. */
async function uuidsOf(target: ClusterTarget, name: string): Promise<Map<string, string> | null> {
  try {
    return indexUuids(await clusterRequest(target, indexUuidsRequest(name)));
  } catch (thrown) {
    const gone = thrown instanceof ClusterRequestError && thrown.status === 404;
    return gone ? new Map() : null;
  }
}

/**
 * Starts watching the indices `name` stands for on `target`; `onReplaced` is called once when
 * one is found removed or made again. Null when their uuids cannot be read (nothing to compare).
 */
export async function watchTarget(
  target: ClusterTarget,
  name: string,
  onReplaced: (index: string) => void,
  every = WATCH_EVERY_MS,
): Promise<TargetWatch | null> {
  const read = await uuidsOf(target, name);
  if (read === null || read.size === 0) return null;
  const before: ReadonlyMap<string, string> = read;
  let replaced: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  async function check(): Promise<string | null> {
    if (replaced !== null || stopped) return replaced;
    const now = await uuidsOf(target, name);
    const found = now === null ? null : replacedIndex(before, now);
    if (found !== null && replaced === null && !stopped) {
      replaced = found;
      onReplaced(found);
    }
    return replaced;
  }

  const next = () => {
    timer = setTimeout(() => {
      void check().finally(() => {
        if (!stopped && replaced === null) next();
      });
    }, every);
  };
  next();
  return {
    get replaced() {
      return replaced;
    },
    check,
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
