// 'Show hidden indices' and the hide-indices pattern: the shared 'indices' settings area,
// which the settings screen edits too.
import { useCallback, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectIndicesPreferences,
  setShowHiddenIndices,
} from '../../app/preferences/indicesPreferences';
import { compileUserRegex } from '../../lib/regex';

export function useHiddenIndices() {
  const dispatch = useAppDispatch();
  const { hideIndicesRegex, showHiddenIndices } = useAppSelector(selectIndicesPreferences);
  const hideRegex = useMemo(() => compileUserRegex(hideIndicesRegex), [hideIndicesRegex]);
  const setShowHidden = useCallback(
    (show: boolean) => dispatch(setShowHiddenIndices(show)),
    [dispatch],
  );
  return { showHidden: showHiddenIndices, setShowHidden, hideRegex };
}
