// The action buttons at the end of a table row (repositories, snapshots, data streams, policies,
// pipelines): compact, light buttons in a right-aligned row, each named for screen readers by the
// row it acts on.
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

/** One button of a RowActionBar; null leaves it out (a write on a read-only cluster). */
export interface RowAction {
  icon: ReactNode;
  /** The accessible name, naming the row's item. */
  label: string;
  text: string;
  color?: string;
  onClick: () => void;
}

/**
 * The buttons of a table row whose click opens or closes it: a click on a button acts and does
 * not reach the row. Nothing when no action is left.
 */
export function RowActionBar({ actions }: { actions: readonly (RowAction | null)[] }) {
  const shown = actions.filter((action): action is RowAction => action !== null);
  if (shown.length === 0) return null;
  return (
    <div onClick={(event) => event.stopPropagation()} role="presentation">
      <RowActions>
        {shown.map((action) => (
          <RowActionButton
            key={action.label}
            icon={action.icon}
            label={action.label}
            color={action.color}
            onClick={action.onClick}
          >
            {action.text}
          </RowActionButton>
        ))}
      </RowActions>
    </div>
  );
}
