// Cells the list screens share: a row's name with the chevron that says whether it is open, and
// the Edit and Delete buttons of its actions column.
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RowAction } from '../RowActions/RowActions';

interface ExpandableNameProps {
  open: boolean;
  /** What the chevron says: that the row can be opened, or closed. */
  label: string;
  children: ReactNode;
  /** After the name: a badge, say. */
  after?: ReactNode;
}

export function ExpandableName({ open, label, children, after }: ExpandableNameProps) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} role="img" aria-label={label} />
      <Text size="sm" component="span">
        {children}
      </Text>
      {after}
    </Group>
  );
}

/** A button's words: `text` on it, `label` its accessible name (naming the row). */
export interface ActionWords {
  label: string;
  text: string;
}

export function editAction(words: ActionWords, onClick: () => void): RowAction {
  return { icon: <IconPencil size={12} />, ...words, onClick };
}

export function deleteAction(words: ActionWords, onClick: () => void): RowAction {
  return { icon: <IconTrash size={12} />, ...words, color: 'red', onClick };
}
