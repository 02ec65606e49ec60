// "Take from an index": fills the simulator's sample with real documents, the first N of an index
// or one by id. The index list is asked for only once the user opens this part.
import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { SampleQuery, SimulateDoc } from '../../../api/operations/ingestSimulate';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { useIngestSampleDocumentsMutation, useIngestSampleIndexNamesQuery } from './simulatorApi';

type Mode = 'first' | 'byId';

const DEFAULT_COUNT = 5;
const MAX_COUNT = 100;

interface SampleSourceProps {
  /** The documents taken; they replace the sample. */
  onTake: (docs: SimulateDoc[]) => void;
}

export function SampleSource({ onTake }: SampleSourceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" size="xs" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('ingest.simulator.take.close') : t('ingest.simulator.take.open')}
        </Button>
      </Group>
      {open && <TakeForm onTake={onTake} />}
    </Stack>
  );
}

function sampleQuery(index: string | null, mode: Mode, count: number, id: string) {
  if (index === null) return null;
  if (mode === 'first') return { index, size: count };
  return id.trim() === '' ? null : { index, id: id.trim() };
}

function TakeForm({ onTake }: SampleSourceProps) {
  const { t } = useTranslation();
  const names = useIngestSampleIndexNamesQuery();
  const [index, setIndex] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('first');
  const [count, setCount] = useState(DEFAULT_COUNT);
  const [id, setId] = useState('');
  const [took, setTook] = useState<{ index: string; count: number } | null>(null);
  const [take, state] = useIngestSampleDocumentsMutation();
  const query: SampleQuery | null = sampleQuery(index, mode, count, id);

  const submit = async () => {
    if (query === null) return;
    setTook(null);
    const docs = await take(query)
      .unwrap()
      .catch(() => null);
    if (docs === null) return;
    if (docs.length > 0) onTake(docs);
    setTook({ index: query.index, count: docs.length });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <Select
          label={t('ingest.simulator.take.index')}
          data={names.data ?? []}
          value={index}
          onChange={setIndex}
          searchable
          limit={300}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentSwitch
          size="xs"
          aria-label={t('ingest.simulator.take.mode')}
          value={mode}
          onChange={setMode}
          data={[
            { value: 'first', label: t('ingest.simulator.take.first') },
            { value: 'byId', label: t('ingest.simulator.take.byId') },
          ]}
        />
        {mode === 'first' ? (
          <NumberInput
            label={t('ingest.simulator.take.count')}
            value={count}
            min={1}
            max={MAX_COUNT}
            clampBehavior="strict"
            allowDecimal={false}
            onChange={(value) => setCount(typeof value === 'number' ? value : DEFAULT_COUNT)}
            w={160}
          />
        ) : (
          <TextInput
            label={t('ingest.simulator.take.id')}
            value={id}
            onChange={(event) => setId(event.currentTarget.value)}
          />
        )}
        <Button onClick={submit} disabled={query === null} loading={state.isLoading}>
          {t('ingest.simulator.take.button')}
        </Button>
      </Group>
      <ErrorReason error={state.error} />
      {took && (
        <Text size="sm" role="status">
          {took.count > 0
            ? t('ingest.simulator.take.took', { count: took.count, index: took.index })
            : t('ingest.simulator.take.none', { index: took.index })}
        </Text>
      )}
    </Stack>
  );
}
