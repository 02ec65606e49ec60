// Why an import into a target may not be started, for its button: a read-only cluster takes no
// import, and a user who lacks writing documents to the target (creating it too, for a new index)
// is told which privilege is missing before anything is sent. Null when the import is offered.
import {
  firstReason,
  usePrivilegeReasons,
} from '../../../components/WriteAccess/usePrivilegeReason';
import { importNeeds } from '../../../engine/writeNeeds';
import { useWriteAccess } from '../../../store/useWriteAccess';

export function useImportWriteReason(
  target: string,
  options: { dataStream: boolean; newIndex: boolean },
): string | null {
  const writeReason = useWriteAccess().reason;
  // A cluster that takes no writes does not ask for the privileges.
  const reasonOf = usePrivilegeReasons(writeReason === null);
  return firstReason(writeReason, ...importNeeds(target, options).map(reasonOf));
}
