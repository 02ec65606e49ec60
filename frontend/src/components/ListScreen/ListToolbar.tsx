// The toolbar of a list screen (ScreenToolbar) with the list's filter, counts and reload, and,
// at its end, the button that creates a new item, disabled with the reason where writes are not
// offered.
import { ScreenToolbar, type ScreenToolbarProps } from '../ScreenToolbar/ScreenToolbar';
import { CreateButton, type CreateButtonProps } from './CreateButton';
import type { ListScreenState } from './useListScreen';

interface ListToolbarProps<Row> extends Omit<ScreenToolbarProps, 'list' | 'countsPending'> {
  list: ListScreenState<Row>;
  /** The New button, disabled where the list takes no writes; none when omitted (the engine
   * serves no such list, say). */
  create?: Omit<CreateButtonProps, 'writeReason'> | null;
}

export function ListToolbar<Row>({ list, create, end, ...props }: ListToolbarProps<Row>) {
  return (
    <ScreenToolbar
      {...props}
      list={list.toolbar}
      countsPending={list.countsPending}
      end={create ? <CreateButton {...create} writeReason={list.writeReason} /> : end}
    />
  );
}
