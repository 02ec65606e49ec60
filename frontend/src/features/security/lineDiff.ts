// The lines two texts share, and those only the old one (removed) or the new one (added) has, in
// order: the longest common subsequence of their lines. Meant for the JSON of one security entry
// (a few hundred lines at most).
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** The lines of `before` and `after` compared: removed lines come before added ones in a change. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const old = before === '' ? [] : before.split('\n');
  const next = after === '' ? [] : after.split('\n');
  // common[i][j]: how many lines old[i..] and next[j..] share at most.
  const common = Array.from({ length: old.length + 1 }, () =>
    new Array<number>(next.length + 1).fill(0),
  );
  for (let i = old.length - 1; i >= 0; i--)
    for (let j = next.length - 1; j >= 0; j--)
      common[i][j] =
        old[i] === next[j]
          ? common[i + 1][j + 1] + 1
          : Math.max(common[i + 1][j], common[i][j + 1]);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < next.length) {
    if (i < old.length && j < next.length && old[i] === next[j]) {
      lines.push({ kind: 'same', text: old[i] });
      i++;
      j++;
    } else if (j >= next.length || (i < old.length && common[i + 1][j] >= common[i][j + 1])) {
      lines.push({ kind: 'removed', text: old[i] });
      i++;
    } else {
      lines.push({ kind: 'added', text: next[j] });
      j++;
    }
  }
  return lines;
}

/** Whether the texts differ at all. */
export const changed = (lines: readonly DiffLine[]) => lines.some((line) => line.kind !== 'same');
