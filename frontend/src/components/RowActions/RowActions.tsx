// The action buttons at the end of a table row (repositories, snapshots, data streams): compact,
// light buttons in a right-aligned row, each named for screen readers by the row it acts on.
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {children}
    </Group>
  );
}

interface RowActionButtonProps {
  icon: ReactNode;
  /** The accessible name, naming the row's item. */
  label: string;
  children: ReactNode;
  color?: string;
  /** A link to this path instead of a button with `onClick`. */
  to?: string;
  onClick?: () => void;
}

export function RowActionButton({
  icon,
  label,
  children,
  color,
  to,
  onClick,
}: RowActionButtonProps) {
  const shared = { size: 'compact-xs', variant: 'light', color, leftSection: icon } as const;
  return to === undefined ? (
    <Button {...shared} aria-label={label} onClick={onClick}>
      {children}
    </Button>
  ) : (
    <Button {...shared} component={Link} to={to} aria-label={label}>
      {children}
    </Button>
  );
}
