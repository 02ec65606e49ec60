// Opened with `?filter=` (the diagnostics screen's link to an index it names), the indices
// screen's filter takes that text; the address then drops it, so that a reload keeps the filter
// the user has since typed.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INDICES_FILTER_PARAM } from '../../routing/screenPaths';

export function useFilterFromAddress(setFilter: (text: string) => void): void {
  const [params, setParams] = useSearchParams();
  const opened = params.get(INDICES_FILTER_PARAM);
  useEffect(() => {
    if (opened === null) return;
    setFilter(opened);
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.delete(INDICES_FILTER_PARAM);
        return query;
      },
      { replace: true },
    );
  }, [opened, setFilter, setParams]);
}
