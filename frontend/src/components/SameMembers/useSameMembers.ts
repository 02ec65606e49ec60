// An object kept as the same value while each of its members stays the same: what a memoised
// child or a hook's dependency list is given, without listing the members twice.
import { useState } from 'react';

/** `value` as last kept while it has the same members, each the same (===) as then. */
export function useSameMembers<Kept extends Record<string, unknown>>(value: Kept): Kept {
  const [kept, setKept] = useState(value);
  const names = Object.keys(value);
  const same =
    names.length === Object.keys(kept).length && names.every((name) => kept[name] === value[name]);
  if (same) return kept;
  setKept(value);
  return value;
}
