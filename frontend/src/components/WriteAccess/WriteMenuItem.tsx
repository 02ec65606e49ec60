// A menu item that writes to the cluster. When the write is not offered (`reason` set) it stays
// in its place, hovered and focused like the others but doing nothing: it reads as disabled
// (aria-disabled) and its tooltip and description say why.
import { useId, type ReactNode } from 'react';
import { Menu, Tooltip, VisuallyHidden } from '@mantine/core';

export interface WriteMenuItemProps {
  /** Why the write is not offered; null offers it. */
  reason: string | null;
  label: string;
  leftSection?: ReactNode;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}

export function WriteMenuItem({ reason, label, onClick, ...props }: WriteMenuItemProps) {
  const descriptionId = useId();
  if (reason === null) {
    return (
      <Menu.Item {...props} onClick={onClick}>
        {label}
      </Menu.Item>
    );
  }
  return (
    <Tooltip label={reason} multiline w={280} withinPortal position="left">
      <Menu.Item
        {...props}
        aria-label={label}
        aria-disabled
        data-disabled
        aria-describedby={descriptionId}
        closeMenuOnClick={false}
        onClick={(event) => event.preventDefault()}
      >
        {label}
        <VisuallyHidden id={descriptionId}>{reason}</VisuallyHidden>
      </Menu.Item>
    </Tooltip>
  );
}
