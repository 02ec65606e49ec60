// Where the proposed mapping comes from: Elasticsearch's structure finder when the engine has one
// and the sample has the two lines it needs, the inference in the browser otherwise, or when the
// finder fails or proposes nothing, with the reason.
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorReason } from '../../../api/errors';
import type { FileFormat } from '../../../lib/transfer/checkpoint';
import {
  findStructureRequest,
  mappingOfStructure,
  structureSample,
} from '../../../engine/findStructure';
import type { InferredMapping } from '../../../engine/mappingInference';
import { useEngine } from '../../../engine/useEngine';
import { useMappingProposalStructureQuery } from './MappingProposalApi';
import { localProposal, sampleColumns, type ProposalCsv } from './MappingProposalModel';

export type ProposalOrigin =
  | { kind: 'asking' }
  | { kind: 'finder'; path: string }
  | { kind: 'local'; why: 'noFinder' | 'shortSample' | 'noMapping' }
  | { kind: 'local'; why: 'failed'; reason: string };

export interface Proposal {
  /** Null while the finder is being asked. */
  mapping: InferredMapping | null;
  origin: ProposalOrigin;
}

export interface ProposalInput {
  sample: readonly Record<string, unknown>[];
  sampleText: string;
  format: FileFormat;
  csv?: ProposalCsv;
}

export function useProposal({ sample, sampleText, format, csv }: ProposalInput): Proposal {
  const engine = useEngine();
  const request = useMemo(() => {
    const text = structureSample(format, sampleText, sample);
    const columns = csv && !csv.header ? sampleColumns(sample) : undefined;
    return findStructureRequest(engine, text, format, csv && { ...csv, columns });
  }, [engine, format, sampleText, sample, csv]);
  const answer = useMappingProposalStructureQuery(request ?? skipToken);
  const local = useMemo(() => localProposal(format, sample), [format, sample]);

  if (!request) {
    const why = engine.findStructure === 'none' ? 'noFinder' : 'shortSample';
    return { mapping: local, origin: { kind: 'local', why } };
  }
  if (answer.isError)
    return {
      mapping: local,
      origin: { kind: 'local', why: 'failed', reason: errorReason(answer.error).reason },
    };
  if (answer.currentData === undefined) return { mapping: null, origin: { kind: 'asking' } };
  const found = mappingOfStructure(answer.currentData);
  if (!found) return { mapping: local, origin: { kind: 'local', why: 'noMapping' } };
  return { mapping: found, origin: { kind: 'finder', path: request.path } };
}
