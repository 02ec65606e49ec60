// One status card of the dashboard: an icon, a headline (a link to its screen when it has
// one) and the lines under it.
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';

interface StatCardProps {
  icon: ReactNode;
  color: string;
  /** The card's name for assistive technology ('Nodes', 'Health'). */
  label: string;
  headline: ReactNode;
  /** Makes the headline a link to this screen. */
  to?: string;
  lines?: ReactNode[];
  /** Shown after the lines (the health card's details menu). */
  extra?: ReactNode;
}

export function StatCard({ icon, color, label, headline, to, lines = [], extra }: StatCardProps) {
  const title = (
    <Text fw={600} size="lg" style={{ wordBreak: 'break-word' }}>
      {headline}
    </Text>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={label}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          {to ? (
            <Anchor component={Link} to={to} underline="hover" c="inherit">
              {title}
            </Anchor>
          ) : (
            title
          )}
          {lines.map((line, index) => (
            <Text key={index} size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {line}
            </Text>
          ))}
          {extra}
        </Stack>
      </Group>
    </Paper>
  );
}
