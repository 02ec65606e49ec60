// A dashboard card: a section named by its heading, with its content stacked below it.
import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function HomeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
