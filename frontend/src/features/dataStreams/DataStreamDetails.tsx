// A data stream's details, under its row: its backing indices oldest first (the last is the write
// index) with a link to the indices screen showing just them, its template, lifecycle and
// manager. Cluster text is rendered as text only.
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { paths } from '../../routing/paths';
import { lifecycleText, managedByText } from './dataStreamColumns';
import type { DataStreamRow } from './dataStreamRows';
import { SmallLink } from '../../components/PlainControls/plainLayout';

interface DataStreamDetailsProps {
  row: DataStreamRow;
  clusterIndex: number;
}

export function DataStreamDetails({ row, clusterIndex }: DataStreamDetailsProps) {
  const { t } = useTranslation();
  const writeIndex = row.backingIndices.at(-1);
  return (
    <Stack gap="xs" p="xs" data-testid="data-stream-details">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Fact label={t('dataStreams.columns.template')} value={row.template ?? ''} />
        <Fact label={t('dataStreams.columns.lifecycle')} value={lifecycleText(t, row.lifecycle)} />
        <Fact label={t('dataStreams.columns.managedBy')} value={managedByText(t, row.managedBy)} />
      </SimpleGrid>
      {row.replicated && (
        <Text size="sm" c="dimmed">
          {t('dataStreams.replicated')}
        </Text>
      )}
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('dataStreams.backing.title', { count: row.backingIndices.length })}
        </Text>
        <SmallLink to={paths.indices(clusterIndex, { stream: row.name })}>
          {t('dataStreams.backing.showInIndices')}
        </SmallLink>
      </Group>
      <Group gap={6}>
        {row.backingIndices.map((index) => (
          <Badge
            key={index}
            variant={index === writeIndex ? 'filled' : 'light'}
            color="gray"
            tt="none"
            title={index === writeIndex ? t('dataStreams.backing.writeIndex') : undefined}
          >
            {index}
            {index === writeIndex && ` · ${t('dataStreams.backing.writeIndex')}`}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value || '–'}
      </Text>
    </div>
  );
}
