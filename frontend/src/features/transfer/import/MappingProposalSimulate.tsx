// The sample through an ingest pipeline before the run: the user picks a pipeline, its
// simulation over the first documents says how many went through, which it failed and why, and
// how many it dropped; the problems are then checked on the documents as it leaves them.
import { useState } from 'react';
import { Button, Group, List, Select, Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '../../../i18n/translate';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import {
  useMappingProposalPipelinesQuery,
  useMappingProposalSimulateMutation,
} from './MappingProposalApi';
import { simulationOutcome, type SimulationOutcome } from './MappingProposalModel';

/** Documents of the sample sent through the pipeline at most. */
export const SIMULATED_DOCUMENTS = 100;

export interface Simulated extends SimulationOutcome {
  pipeline: string;
  /** How many documents were sent. */
  sent: number;
}

interface MappingProposalSimulateProps {
  docs: readonly Record<string, unknown>[];
  simulated: Simulated | null;
  onSimulated: (simulated: Simulated | null) => void;
}

export function MappingProposalSimulate({
  docs,
  simulated,
  onSimulated,
}: MappingProposalSimulateProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pipeline, setPipeline] = useState<string | null>(null);
  const pipelines = useMappingProposalPipelinesQuery(open ? undefined : skipToken);
  const [simulate, simulation] = useMappingProposalSimulateMutation();
  if (!open)
    return (
      <Group>
        <Button size="xs" variant="default" onClick={() => setOpen(true)}>
          {t('transfer.mapping.simulate.open')}
        </Button>
      </Group>
    );
  const run = (id: string) => {
    const sent = docs.slice(0, SIMULATED_DOCUMENTS);
    void simulate({ pipeline: id, docs: sent.map((doc) => ({ _source: doc })) })
      .unwrap()
      .then(
        (answer) => onSimulated({ pipeline: id, sent: sent.length, ...simulationOutcome(answer) }),
        () => onSimulated(null),
      );
  };
  const none = pipelines.isSuccess && pipelines.data.length === 0;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('transfer.mapping.simulate.title')}
      </Text>
      <Group align="flex-end" gap="xs">
        <Select
          size="xs"
          w={260}
          label={t('transfer.mapping.simulate.pipeline')}
          placeholder={t('transfer.mapping.simulate.choose')}
          data={pipelines.data ?? []}
          value={pipeline}
          onChange={setPipeline}
          searchable
          disabled={none}
        />
        <Button
          size="xs"
          disabled={pipeline === null || docs.length === 0}
          loading={simulation.isLoading}
          onClick={() => pipeline !== null && run(pipeline)}
        >
          {t('transfer.mapping.simulate.run')}
        </Button>
      </Group>
      {none && <Text size="sm">{t('transfer.mapping.simulate.noPipelines')}</Text>}
      {pipelines.isError && <ErrorReason error={pipelines.error} />}
      {simulation.isError && <ErrorReason error={simulation.error} refused />}
      {simulated && <SimulationSummary simulated={simulated} />}
    </Stack>
  );
}

function SimulationSummary({ simulated }: { simulated: Simulated }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" data-testid="simulation-summary">
        {t('transfer.mapping.simulate.summary', {
          pipeline: simulated.pipeline,
          passed: simulated.docs.length,
          total: simulated.sent,
          failed: simulated.failures.length,
          dropped: simulated.dropped,
        })}
      </Text>
      {simulated.failures.length > 0 && (
        <List size="sm" spacing={2} aria-label={t('transfer.mapping.simulate.failures')}>
          {simulated.failures.map((failure) => (
            <List.Item key={failure.line}>
              {t('transfer.mapping.simulate.failure', failure)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
