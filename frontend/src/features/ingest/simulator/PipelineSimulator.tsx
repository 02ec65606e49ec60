// The ingest pipeline simulator: runs the pipeline being edited (or the saved one) over sample
// documents with the verbose simulate call, and shows each document's journey processor by
// processor. The pipeline editor renders it; simulating is a read, so it works on a read-only
// cluster too.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Input, Stack, Text, Title } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { simulateRequest, type SimulateSource } from '../../../api/operations/ingestSimulate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { DocumentJourney } from './DocumentJourney';
import { INLINE_PIPELINE_NAME, journeys } from './journey';
import { RequestPreview } from './RequestPreview';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { DEFAULT_SAMPLE_TEXT, parseSample, sampleText, type SampleProblem } from './sample';
import { SampleSource } from './SampleSource';
import { useIngestSimulateMutation, type SimulateArgs } from './simulatorApi';

type SourceKind = SimulateSource['kind'];

export interface PipelineSimulatorProps {
  /** The saved pipeline's id; null for a pipeline not saved yet. */
  pipelineId: string | null;
  /** The unsaved pipeline body ({description?, processors, on_failure?}), or null. */
  draft: Record<string, unknown> | null;
}

/** The pipeline to run: the one chosen when both are there, else whichever is. */
function sourceOf(
  pipelineId: string | null,
  draft: Record<string, unknown> | null,
  choice: SourceKind,
): SimulateSource | null {
  if (pipelineId !== null && (choice === 'saved' || draft === null))
    return { kind: 'saved', id: pipelineId };
  return draft === null ? null : { kind: 'draft', pipeline: draft };
}

function problemText(t: TFunction, problem: SampleProblem): string {
  if (problem.kind === 'json')
    return t('ingest.simulator.problem.json', { line: problem.line, column: problem.column });
  if (problem.kind === 'notObject')
    return t('ingest.simulator.problem.notObject', { item: problem.item });
  return t(`ingest.simulator.problem.${problem.kind}`);
}

/** Scrolled to, the results stop below the dialog's title bar, which stays on top (60 px high). */
const SCROLL_MARGIN = { scrollMarginTop: 'calc(60px + var(--mantine-spacing-xs))' };

function Results({ args, answer }: { args: SimulateArgs; answer: unknown }) {
  const { t } = useTranslation();
  const list = useMemo(
    () =>
      journeys({
        docs: args.docs,
        answer,
        pipelineName: args.source.kind === 'saved' ? args.source.id : INLINE_PIPELINE_NAME,
        pipeline: args.source.kind === 'draft' ? args.source.pipeline : null,
      }),
    [args, answer],
  );
  // Each answer brings the results into view: below the samples and the request they would
  // otherwise start off screen.
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, [answer]);
  return (
    <Stack
      ref={section}
      gap="sm"
      component="section"
      aria-label={t('ingest.simulator.results')}
      style={SCROLL_MARGIN}
    >
      <Title order={3} size="h4">
        {t('ingest.simulator.results')}
      </Title>
      {list.length === 0 && <Text size="sm">{t('ingest.simulator.noDocs')}</Text>}
      {list.map((journey, i) => (
        <DocumentJourney key={i} journey={journey} doc={args.docs[i]} number={i + 1} />
      ))}
    </Stack>
  );
}

export function PipelineSimulator({ pipelineId, draft }: PipelineSimulatorProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<SourceKind>('draft');
  const [text, setText] = useState(DEFAULT_SAMPLE_TEXT);
  const parsed = useMemo(() => parseSample(text), [text]);
  const source = sourceOf(pipelineId, draft, choice);
  const request = source && parsed.ok ? simulateRequest(source, parsed.docs) : null;
  const [simulate, run] = useIngestSimulateMutation();

  return (
    <Stack gap="sm">
      {pipelineId !== null && draft !== null && (
        <SegmentSwitch
          aria-label={t('ingest.simulator.source')}
          value={choice}
          onChange={setChoice}
          data={[
            { value: 'saved', label: t('ingest.simulator.sourceSaved') },
            { value: 'draft', label: t('ingest.simulator.sourceDraft') },
          ]}
        />
      )}
      {source === null && <Text size="sm">{t('ingest.simulator.nothingToRun')}</Text>}
      <SampleSource
        onTake={(docs) =>
          void (async () => {
            // Documents typed by hand are not replaced without a word.
            const typed = text.trim() !== '' && text !== DEFAULT_SAMPLE_TEXT;
            if (typed && !(await confirm(replaceQuestion(t)))) return;
            setText(sampleText(docs));
          })()
        }
      />
      <Input.Wrapper
        label={t('ingest.simulator.samples')}
        description={t('ingest.simulator.samplesHint')}
      >
        <CodeEditor
          value={text}
          onChange={setText}
          height={220}
          label={t('ingest.simulator.samples')}
        />
      </Input.Wrapper>
      {!parsed.ok && (
        <Text size="sm" c="red" role="alert">
          {problemText(t, parsed.problem)}
        </Text>
      )}
      {request && <RequestPreview request={request} />}
      <Group>
        <Button
          disabled={source === null || !parsed.ok}
          loading={run.isLoading}
          onClick={() => {
            if (source !== null && parsed.ok) void simulate({ source, docs: parsed.docs });
          }}
        >
          {t('ingest.simulator.run')}
        </Button>
      </Group>
      <ErrorReason error={run.error} />
      {run.isSuccess && run.originalArgs && <Results args={run.originalArgs} answer={run.data} />}
    </Stack>
  );
}

function replaceQuestion(t: TFunction) {
  return {
    title: t('ingest.simulator.replace.title'),
    message: t('ingest.simulator.replace.message'),
    confirmLabel: t('ingest.simulator.replace.confirm'),
  };
}
