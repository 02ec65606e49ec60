// The persisted indices view state as the table takes it: the stored sorting and rows per
// page are read once, when the screen opens; later changes are stored as they happen.
import { useTableView } from '../../preferences/useTableView';
import { indicesViewActions, selectIndicesView } from './indicesViewSlice';

export function useIndicesView() {
  return useTableView(selectIndicesView, indicesViewActions);
}
