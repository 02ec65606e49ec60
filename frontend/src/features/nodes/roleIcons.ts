// The role icons of the nodes table and its legend.
import {
  IconArrowsSplit,
  IconCrown,
  IconDatabase,
  IconStar,
  IconTransform,
  type Icon,
} from '@tabler/icons-react';

export type IconRole = 'master' | 'masterEligible' | 'data' | 'ingest' | 'coordinatingOnly';

export const ICON_ROLES: readonly IconRole[] = [
  'master',
  'masterEligible',
  'data',
  'ingest',
  'coordinatingOnly',
];

export const ROLE_ICONS: Record<IconRole, { Icon: Icon; color: string }> = {
  master: { Icon: IconCrown, color: 'var(--mantine-color-yellow-6)' },
  masterEligible: { Icon: IconStar, color: 'var(--mantine-color-yellow-6)' },
  data: { Icon: IconDatabase, color: 'var(--mantine-color-blue-6)' },
  ingest: { Icon: IconTransform, color: 'var(--mantine-color-teal-6)' },
  coordinatingOnly: { Icon: IconArrowsSplit, color: 'var(--mantine-color-gray-6)' },
};
