// The frame both engines' role mapping testers share: a group named "Test a user", its title, the
// user name beside the engine's other fields, and what follows (the result).
import type { ReactNode } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';

interface TesterFrameProps {
  username: string;
  onUsername: (username: string) => void;
  /** The engine's fields beside the user name. */
  fields: ReactNode;
  children: ReactNode;
}

export function TesterFrame({ username, onUsername, fields, children }: TesterFrameProps) {
  const { t } = useTranslation();
  const title = t('security.mappings.tester.title');
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <Group gap="xs" grow align="flex-start">
        <TextInput
          size="xs"
          label={t('security.mappings.tester.username')}
          value={username}
          onChange={(event) => onUsername(event.currentTarget.value)}
        />
        {fields}
      </Group>
      {children}
    </Stack>
  );
}
