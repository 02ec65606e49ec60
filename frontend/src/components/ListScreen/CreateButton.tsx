// The New button of a list screen's toolbar: a plus, the label, and, where writes are not
// offered, disabled in place saying why.
import type { ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { WriteButton } from '../WriteAccess/WriteButton';

export interface CreateButtonProps {
  label: ReactNode;
  onClick: () => void;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
}

export function CreateButton({ label, onClick, writeReason }: CreateButtonProps) {
  return (
    <WriteButton
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
      reason={writeReason}
    >
      {label}
    </WriteButton>
  );
}
