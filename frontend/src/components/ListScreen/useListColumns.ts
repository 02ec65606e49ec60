// The columns of a list screen with its row buttons wired: the buttons that only read (simulate,
// say) always, those that write (edit, delete, roll over) only where writes are offered (no write
// reason). The columns are built again only
// when the language, the open rows, the write access or a handler change (a screen keeps its
// handlers with useCallback).
import { useMemo } from 'react';
import { useTranslation, type TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../DataTable/types';
import { useSameMembers } from '../SameMembers/useSameMembers';
import { rowWrites } from './listEditing';
import type { ListScreenState } from './useListScreen';

type Handlers<Row> = Record<string, (row: Row) => void>;

const NO_HANDLERS = {};

/** What a screen's column builder is given. */
export type ListRowActions<Writes, Reads> = { isExpanded: (key: string) => boolean } & Reads & {
    [Name in keyof Writes]: Writes[Name] | null;
  };

interface ListColumnsOptions<Row, Writes extends Handlers<Row>, Reads extends Handlers<Row>> {
  /** Its open rows, and whether writes are offered (the writes are left out where not). */
  list: Pick<ListScreenState<Row>, 'isExpanded' | 'writeReason'>;
  /** The screen's column builder; a module-level function. */
  columns: (
    t: TFunction,
    actions: ListRowActions<NoInfer<Writes>, NoInfer<Reads>>,
  ) => DataTableColumn<Row>[];
  /** The row buttons that write. */
  writes: Writes;
  /** The row buttons that only read. */
  reads?: Reads;
}

export function useListColumns<
  Row,
  Writes extends Handlers<Row>,
  Reads extends Handlers<Row> = Record<never, never>,
>(options: ListColumnsOptions<Row, Writes, Reads>): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const { isExpanded, writeReason } = options.list;
  const build = options.columns;
  const reads = useSameMembers(options.reads ?? NO_HANDLERS);
  const writes = useSameMembers(options.writes);
  return useMemo(() => {
    const actions = { isExpanded, ...reads, ...rowWrites(writeReason, writes) };
    return build(t, actions as ListRowActions<Writes, Reads>);
  }, [t, isExpanded, writeReason, build, reads, writes]);
}
