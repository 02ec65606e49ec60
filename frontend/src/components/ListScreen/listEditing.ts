// What list screens share around their rows' writes: the editor's state (closed, a new item, or a
// row being edited), and the row buttons that write, offered only where writes are.
import { useCallback, useMemo, useState } from 'react';

/** The editor dialog: closed (null), creating, or editing `row`. */
export type EditorState<Row> = { kind: 'new' } | { kind: 'edit'; row: Row } | null;

export function useEditorState<Row>() {
  const [state, setState] = useState<EditorState<Row>>(null);
  const create = useCallback(() => setState({ kind: 'new' }), []);
  const edit = useCallback((row: Row) => setState({ kind: 'edit', row }), []);
  const close = useCallback(() => setState(null), []);
  return useMemo(() => ({ state, create, edit, close }), [state, create, edit, close]);
}

/**
 * The row buttons that write, each null (left out) while `writeReason` says why writes are not
 * offered (a read-only cluster).
 */
export function rowWrites<Writes extends Record<string, unknown>>(
  writeReason: string | null,
  writes: Writes,
): { [Name in keyof Writes]: Writes[Name] | null } {
  const offered = writeReason === null;
  return Object.fromEntries(
    Object.entries(writes).map(([name, write]) => [name, offered ? write : null]),
  ) as { [Name in keyof Writes]: Writes[Name] | null };
}
