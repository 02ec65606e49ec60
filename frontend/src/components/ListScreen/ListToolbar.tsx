// The toolbar of a list screen (ScreenToolbar) with the list's filter, counts and reload, and,
// at its end, the button that creates a new item, disabled with the reason where writes are not
// offered.
import type { ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { ScreenToolbar, type ScreenToolbarProps } from '../ScreenToolbar/ScreenToolbar';
import { WriteButton } from '../WriteAccess/WriteButton';
import type { ListScreenState } from './useListScreen';

interface ListToolbarProps<Row> extends Omit<ScreenToolbarProps, 'list' | 'countsPending'> {
  list: ListScreenState<Row>;
  /** The New button; none when omitted (the engine serves no such list, say). */
  create?: { label: ReactNode; onClick: () => void; writeReason: string | null } | null;
}

export function ListToolbar<Row>({ list, create, end, ...props }: ListToolbarProps<Row>) {
  return (
    <ScreenToolbar
      {...props}
      list={list.toolbar}
      countsPending={list.countsPending}
      end={
        create ? (
          <WriteButton
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={create.onClick}
            reason={create.writeReason}
          >
            {create.label}
          </WriteButton>
        ) : (
          end
        )
      }
    />
  );
}
