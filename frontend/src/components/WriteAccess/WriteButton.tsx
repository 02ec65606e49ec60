// A button that writes to the cluster. When writes are not offered (`reason` set, or the
// connected user lacks the privilege `need` names) it stays in its place, focusable, but does
// nothing: it reads as disabled (aria-disabled) and its tooltip and description say why, where
// the user looks for it.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { firstReason, usePrivilegeReason, type PrivilegeNeed } from './usePrivilegeReason';

export interface WriteButtonProps extends ButtonProps {
  /** Why the write is not offered; null offers it. */
  reason: string | null;
  /** The privilege the write needs; without it only `reason` counts. */
  need?: PrivilegeNeed | null;
  onClick: () => void;
  children: ReactNode;
}

export function WriteButton({ need, ...props }: WriteButtonProps) {
  return need ? (
    <PrivilegedWriteButton need={need} {...props} />
  ) : (
    <OfferedWriteButton {...props} />
  );
}

/** The button of a write that needs a privilege: not offered to a user without it either. */
function PrivilegedWriteButton({ need, reason, ...props }: WriteButtonProps) {
  // A write not offered anyway (a read-only cluster, say) does not ask for the privileges.
  const missing = usePrivilegeReason(reason === null ? need : null);
  return <OfferedWriteButton reason={firstReason(reason, missing)} {...props} />;
}

function OfferedWriteButton({ reason, onClick, children, ...props }: WriteButtonProps) {
  const descriptionId = useId();
  if (reason === null) {
    return (
      <Button {...props} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <>
      <Tooltip label={reason} multiline w={280} withinPortal>
        <Button
          {...props}
          aria-disabled
          data-disabled
          aria-describedby={descriptionId}
          onClick={(event: MouseEvent) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>{reason}</VisuallyHidden>
    </>
  );
}
