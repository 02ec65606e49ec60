// The New button of a list screen's toolbar: a plus, the label, and, where writes are not
// offered (or the user lacks the privilege), disabled in place saying why.
import type { ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { WriteButton } from '../WriteAccess/WriteButton';
import type { PrivilegeNeed } from '../WriteAccess/usePrivilegeReason';

export interface CreateButtonProps {
  label: ReactNode;
  onClick: () => void;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
  /** The privilege creating needs: disabled, saying so, for a user without it. */
  need?: PrivilegeNeed | null;
}

export function CreateButton({ label, onClick, writeReason, need }: CreateButtonProps) {
  return (
    <WriteButton
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
      reason={writeReason}
      need={need}
    >
      {label}
    </WriteButton>
  );
}
