import { useCallback, useState } from 'react';

/** Which rows are expanded, by name; toggled by a click on the row. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((name: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  const collapseAll = useCallback(() => setExpanded(new Set()), []);
  return { expanded, toggle, collapseAll };
}
