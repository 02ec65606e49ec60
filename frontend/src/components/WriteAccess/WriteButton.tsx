// A button that writes to the cluster. When writes are not offered (`reason` set) it stays in
// its place, focusable, but does nothing: it reads as disabled (aria-disabled) and its tooltip
// and description say why, where the user looks for it.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';

export interface WriteButtonProps extends ButtonProps {
  /** Why the write is not offered; null offers it. */
  reason: string | null;
  onClick: () => void;
  children: ReactNode;
}

export function WriteButton({ reason, onClick, children, ...props }: WriteButtonProps) {
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
