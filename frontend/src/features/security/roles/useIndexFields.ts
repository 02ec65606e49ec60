// The fields of the indices an entry names, asked of the cluster once the entry names some (an
// empty list while it names none, for remote indices, or when the cluster could not be asked).
import { useRoleEditorFieldsQuery } from './roleEditorApi';

const NONE: string[] = [];

export function useIndexFields(names: readonly string[], skip = false): string[] {
  const joined = names.join(',');
  const fields = useRoleEditorFieldsQuery(joined, { skip: skip || joined === '' });
  return fields.data ?? NONE;
}
