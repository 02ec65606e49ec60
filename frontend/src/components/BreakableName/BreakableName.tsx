import type { ReactNode } from 'react';
import { nameSegments } from '../../lib/indexName';

/**
 * An index (or alias, snapshot) name as text that wraps after '.', '-' and '_' rather than in
 * the middle of a word. Cluster text: never HTML. The parts and their breaks are the span's
 * children themselves (no fragment around each part: a table of names mounts one less per part).
 */
export function BreakableName({ name }: { name: string }) {
  const children: ReactNode[] = [];
  nameSegments(name).forEach((part, position) => {
    // Parts can repeat ('a-a-'); a break's place is its identity.
    if (position > 0) children.push(<wbr key={position} />);
    children.push(part);
  });
  return <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>{children}</span>;
}
