// The mapping proposed for a new index, from a dry run over the first lines of the import file:
// Elasticsearch's structure finder proposes it where the engine has one, the browser infers it
// otherwise (the line above the editor says which, and why). The user edits it as JSON before
// anything is written; below it, how it differs from an existing index's mapping, what the
// sample's values would meet in it, and optionally the sample through an ingest pipeline first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { EditorProblem } from '../../../components/CodeEditor/types';
import { lineAndColumn } from '../../../lib/jsonError';
import type { FileFormat } from '../../../lib/transfer/checkpoint';
import { mappingDiff } from '../../../engine/mappingDiff';
import { MappingProposalDiff } from './MappingProposalDiff';
import {
  mappingText,
  numberedProblems,
  readMapping,
  type MappingRead,
  type ProposalCsv,
} from './MappingProposalModel';
import { MappingProposalOrigin } from './MappingProposalOrigin';
import { MappingProposalProblems } from './MappingProposalProblems';
import { MappingProposalSimulate, type Simulated } from './MappingProposalSimulate';
import { useProposal } from './MappingProposalSource';

export interface MappingProposalProps {
  /** The first documents of the file (CSV: its first rows, cells as texts). */
  sample: Record<string, unknown>[];
  /** The same lines as text, as the file has them. */
  sampleText: string;
  format: FileFormat;
  csv?: ProposalCsv;
  /** The mapping of an existing index to compare with (any shape of GET _mapping), or null. */
  existingMapping: unknown | null;
  /** The mapping's JSON text; when empty, it takes each new proposal as it comes. */
  value: string;
  onChange: (text: string) => void;
}

export function MappingProposal(props: MappingProposalProps) {
  const { t } = useTranslation();
  const { sample, format, value, onChange, existingMapping } = props;
  const proposal = useProposal(props);
  const proposed = useMemo(
    () => (proposal.mapping ? mappingText(proposal.mapping) : null),
    [proposal.mapping],
  );
  // Each new proposal goes into an empty editor once; a text the user emptied stays empty.
  const offered = useRef<string | null>(null);
  useEffect(() => {
    if (proposed === null || offered.current === proposed) return;
    offered.current = proposed;
    if (value === '') onChange(proposed);
  }, [value, proposed, onChange]);
  // A simulation belongs to the sample it ran over.
  const [simulation, setSimulation] = useState<{ sample: unknown; simulated: Simulated | null }>();
  const simulated = simulation?.sample === sample ? simulation.simulated : null;
  const read = useMemo(() => readMapping(value), [value]);
  const csv = format === 'csv';
  const problems = useMemo(() => {
    if (!read.ok) return [];
    const docs = simulated?.docs ?? sample.map((doc, index) => ({ line: index + 1, doc }));
    return numberedProblems(docs, read.mapping, csv);
  }, [read, simulated, sample, csv]);

  return (
    <Stack gap="sm">
      <MappingProposalOrigin
        origin={proposal.origin}
        onPropose={proposed === null ? undefined : () => onChange(proposed)}
      />
      <CodeEditor
        value={value}
        onChange={onChange}
        height={320}
        label={t('transfer.mapping.editor')}
        problem={value === '' ? null : editorProblem(read, value, t)}
      />
      {read.ok && existingMapping !== null && (
        <MappingProposalDiff changes={mappingDiff(existingMapping, read.mapping)} />
      )}
      {read.ok && (
        <MappingProposalProblems
          problems={problems}
          csv={csv}
          title={
            simulated
              ? t('transfer.mapping.problems.simulatedTitle', { pipeline: simulated.pipeline })
              : t('transfer.mapping.problems.title')
          }
        />
      )}
      <MappingProposalSimulate
        docs={sample}
        simulated={simulated}
        onSimulated={(next) => setSimulation({ sample, simulated: next })}
      />
    </Stack>
  );
}

function editorProblem(read: MappingRead, text: string, t: TFunction): EditorProblem | null {
  if (read.ok) return null;
  if (read.kind === 'notObject') return { position: 0, message: t('transfer.mapping.notObject') };
  return {
    position: read.position,
    message: t('transfer.mapping.invalidJson', lineAndColumn(text, read.position)),
  };
}
