// What both engines' mapping views keep around their table: the list (its writes need the
// privilege to manage role mappings), the editor dialog's state, and the columns with each row's
// Edit (opens the editor) and Delete (asks for the typed name first).
import type { TFunction } from '../../../i18n/translate';
import { useListAccess } from '../../../store/useWriteAccess';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { EditableRowActions } from '../../../components/ListScreen/listCells';
import { useEditorState } from '../../../components/ListScreen/listEditing';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen, type ListQuery } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { useMappingDeletion } from './useMappingDeletion';

interface MappingsListOptions<Row> {
  query: ListQuery;
  rows: readonly Row[];
  /** The mapping's name; module-level, as the list and Delete keep it. */
  rowKey: (row: Row) => string;
  matches: (row: Row, filter: string) => boolean;
  /** The engine's column builder; a module-level function. */
  columns: (t: TFunction, actions: EditableRowActions<Row>) => DataTableColumn<Row>[];
}

export function useMappingsList<Row>({
  query,
  rows,
  rowKey,
  matches,
  columns,
}: MappingsListOptions<Row>) {
  const access = useListAccess();
  const list = useListScreen({
    need: WRITE_NEEDS.roleMappings,
    access,
    query,
    rows,
    rowKey,
    matches,
  });
  const editor = useEditorState<Row>();
  const onDelete = useMappingDeletion(rowKey);
  return {
    list,
    editor,
    columns: useListColumns({ list, columns, writes: { onEdit: editor.edit, onDelete } }),
  };
}
