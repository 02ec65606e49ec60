// A policy's details, under its row: its JSON as the cluster sent it, read-only, and the names
// of the indices it manages. Cluster text is rendered as text only.
import { useMemo } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../../lib/json';
import type { IsmPolicyRow } from './ismPolicyRows';

export function IsmPolicyDetails({ row }: { row: IsmPolicyRow }) {
  const { t } = useTranslation();
  const json = useMemo(() => stringifyJson({ policy: row.policy }, 2), [row.policy]);
  return (
    <Stack gap="xs" p="xs" data-testid="ism-policy-details">
      <CodeViewer
        value={json}
        height={320}
        label={t('lifecycle.ism.details.json', { id: row.id })}
      />
      <ManagedIndices names={row.usedBy} />
    </Stack>
  );
}

function ManagedIndices({ names }: { names: string[] | null }) {
  const { t } = useTranslation();
  if (names === null)
    return (
      <Text size="sm" c="dimmed">
        {t('lifecycle.ism.details.indicesUnknown')}
      </Text>
    );
  if (names.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('lifecycle.ism.details.noIndices')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('lifecycle.ism.details.indices', { count: names.length })}
      </Text>
      <Group gap={6}>
        {names.map((name) => (
          <Badge key={name} variant="light" color="gray" tt="none">
            {name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
