// The simulation's results: per sample document its steps, then a "Result" line saying whether it
// would be indexed (with the document, opened on request), dropped, or failed and why.
import { useMemo, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../../lib/json';
import type { DocJourney, Outcome } from './journey';
import { StepList } from './StepList';
import colours from './simulatorColours.module.css';

function IndexedDocument({ document, number }: { document: object; number: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const json = useMemo(() => (open ? stringifyJson(document, 2) : ''), [open, document]);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? t('ingest.simulator.outcome.hide') : t('ingest.simulator.outcome.show')}
      </Button>
      {open && (
        <CodeViewer
          value={json}
          height={240}
          label={t('ingest.simulator.outcome.json', { number })}
        />
      )}
    </>
  );
}

function OutcomeLine({ outcome, number }: { outcome: Outcome; number: number }) {
  const { t } = useTranslation();
  if (outcome.kind === 'indexed')
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" fw={600} className={colours.positive}>
          {t('ingest.simulator.outcome.indexed')}
        </Text>
        <IndexedDocument document={outcome.document} number={number} />
      </Stack>
    );
  if (outcome.kind === 'dropped')
    return (
      <Text size="sm" fw={600}>
        {t('ingest.simulator.outcome.dropped')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c="red">
        {t('ingest.simulator.outcome.failed')}
      </Text>
      {outcome.error && (
        <Text size="sm" c="red" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t('ingest.simulator.error', { reason: outcome.error.reason })}
          {outcome.error.type ? ` (${outcome.error.type})` : ''}
        </Text>
      )}
    </Stack>
  );
}

/** A document's name: its number, with its index and id when the sample gave them. */
function documentTitle(doc: Record<string, unknown> | undefined, number: number) {
  const index = doc?._index;
  const id = doc?._id;
  if (typeof index === 'string' && typeof id === 'string') return { index, id, number };
  return null;
}

interface DocumentJourneyProps {
  journey: DocJourney;
  /** The document as sent. */
  doc: Record<string, unknown> | undefined;
  number: number;
}

export function DocumentJourney({ journey, doc, number }: DocumentJourneyProps) {
  const { t } = useTranslation();
  const named = documentTitle(doc, number);
  const title = named
    ? t('ingest.simulator.documentOf', named)
    : t('ingest.simulator.document', { number });
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={4} size="h5">
          {title}
        </Title>
        {journey.verbose ? (
          <StepList steps={journey.steps} label={t('ingest.simulator.steps', { number })} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('ingest.simulator.outcomeOnly')}
          </Text>
        )}
        {journey.stoppedEarly && (
          <Text size="sm" c="dimmed">
            {t('ingest.simulator.stoppedEarly')}
          </Text>
        )}
        <OutcomeLine outcome={journey.outcome} number={number} />
      </Stack>
    </Card>
  );
}
