// 'Show hidden indices' and the hide-indices pattern of the 'indices' settings area: one
// setting shared by the indices and shards screens, and edited in the settings screen.
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIndicesPreferences, setShowHiddenIndices } from './indicesPreferences';
import { compileUserRegex } from '../lib/regex';

export interface HiddenIndices {
  showHidden: boolean;
  setShowHidden: (show: boolean) => void;
  /** The compiled hide-indices pattern; null (empty or invalid) hides nothing. */
  hideRegex: RegExp | null;
}

export function useHiddenIndices(): HiddenIndices {
  const dispatch = useAppDispatch();
  const { hideIndicesRegex, showHiddenIndices } = useAppSelector(selectIndicesPreferences);
  const hideRegex = useMemo(() => compileUserRegex(hideIndicesRegex), [hideIndicesRegex]);
  const setShowHidden = useCallback(
    (show: boolean) => dispatch(setShowHiddenIndices(show)),
    [dispatch],
  );
  return { showHidden: showHiddenIndices, setShowHidden, hideRegex };
}
