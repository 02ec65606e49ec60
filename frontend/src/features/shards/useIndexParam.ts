// An ?index= in the address (the dashboard's links) becomes the grid's filter on that index
// ('index:{name}'); the parameter then leaves the address, so a reload keeps later changes.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SHARDS_INDEX_PARAM } from '../../routing/screenPaths';
import { useAppDispatch } from '../../store/hooks';
import { setShardsFilter } from './grid/shardsSlice';

/** The filter text that shows the column of `index`. */
export function indexFilter(index: string): string {
  return `index:${index}`;
}

export function useIndexParam(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const index = params.get(SHARDS_INDEX_PARAM);
  useEffect(() => {
    if (index === null) return;
    dispatch(setShardsFilter(indexFilter(index)));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHARDS_INDEX_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [index, dispatch, setParams]);
}
