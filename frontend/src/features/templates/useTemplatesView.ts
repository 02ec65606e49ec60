// The persisted templates view state as the table takes it; the stored sorting and rows per
// page are read once, when the screen opens.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useTableView } from '../../preferences/useTableView';
import {
  selectTemplatesView,
  setShowHiddenTemplates,
  templatesViewActions,
} from './templatesViewSlice';

export function useTemplatesView() {
  const dispatch = useAppDispatch();
  const showHidden = useAppSelector((state) => selectTemplatesView(state).showHiddenIndices);
  const table = useTableView(selectTemplatesView, templatesViewActions);
  return {
    ...table,
    showHidden,
    setShowHidden: useCallback(
      (show: boolean) => dispatch(setShowHiddenTemplates(show)),
      [dispatch],
    ),
  };
}
