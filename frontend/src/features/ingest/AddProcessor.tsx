// Adding a processor at the end of the list: its type chosen among those the cluster's ingest
// nodes offer, or typed freely when they could not be read.
import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { useIngestProcessorTypesQuery } from './ingestPipelinesApi';

export function AddProcessor({ onAdd }: { onAdd: (type: string) => void }) {
  const { t } = useTranslation();
  const types = useIngestProcessorTypesQuery();
  const [type, setType] = useState('');
  const free = types.isError || (types.isSuccess && types.data.length === 0);
  const chosen = type.trim();
  return (
    <Group align="flex-end" gap="xs">
      {free ? (
        <TextInput
          label={t('ingest.processor.typeFree')}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
        />
      ) : (
        <Select
          label={t('ingest.processor.type')}
          data={types.data ?? []}
          searchable
          value={type === '' ? null : type}
          onChange={(value) => setType(value ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={14} />}
        disabled={chosen === ''}
        onClick={() => {
          onAdd(chosen);
          setType('');
        }}
      >
        {t('ingest.processor.add')}
      </Button>
    </Group>
  );
}
