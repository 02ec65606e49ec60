import { Fragment } from 'react';
import { nameSegments } from '../../lib/indexName';

/**
 * An index (or alias, snapshot) name as text that wraps after '.', '-' and '_' rather than in
 * the middle of a word. Cluster text: never HTML.
 */
export function BreakableName({ name }: { name: string }) {
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {nameSegments(name).map((part, position) => (
        // Parts can repeat ('a-a-'); their place is their identity.
        <Fragment key={position}>
          {position > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
