// Whether a chosen file can go on from where an earlier import of it stopped on this cluster: the
// checkpoint of a file of the same name and size, or, when a file of that name was imported
// but this one differs (its size, its last change), what differs, so that the import starts over
// rather than in the middle of another file.
import {
  fileDifferences,
  fingerprint,
  type Checkpoint,
  type FileDifference,
  type FileFingerprint,
} from '../../../lib/transfer/checkpoint';
import { findCheckpoint, listCheckpoints } from '../run/checkpointStore';

/** Where a cluster's checkpoints are kept: its uuid, its address while the uuid is unknown. */
export function checkpointKey(cluster: { uuid?: string; uri: string }): string {
  return cluster.uuid || cluster.uri;
}

export type CheckpointOffer =
  | { kind: 'resume'; checkpoint: Checkpoint }
  | { kind: 'differs'; checkpoint: Checkpoint; differences: FileDifference[] };

/** The offer for `file` on the cluster of `key`; null when no import of a file of its name stopped. */
export async function checkpointOffer(
  key: string,
  file: FileFingerprint,
): Promise<CheckpointOffer | null> {
  const same = await findCheckpoint(key, fingerprint(file));
  // The latest of another size, when none has this one's.
  const checkpoint =
    same ?? (await listCheckpoints(key)).find((each) => each.file.name === file.name);
  if (!checkpoint) return null;
  const differences = fileDifferences(checkpoint, file);
  return differences.length === 0
    ? { kind: 'resume', checkpoint }
    : { kind: 'differs', checkpoint, differences };
}
