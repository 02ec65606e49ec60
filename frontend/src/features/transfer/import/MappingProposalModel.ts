// What the mapping proposal shows, worked out from its inputs: the local proposal for the sample,
// the mapping read back from the user's JSON (or where it stops being JSON), the documents a
// pipeline simulation gave back with the ones it failed, and the words for each problem.
import { parseJson, stringifyJson } from '../../../lib/json';
import { jsonErrorPosition } from '../../../lib/jsonError';
import { isRecord } from '../../../lib/storage';
import type { FileFormat } from '../../../lib/transfer/checkpoint';
import {
  inferCsvMapping,
  inferMapping,
  type InferredMapping,
} from '../../../engine/mappingInference';
import {
  sampleProblems,
  type SampleProblem,
  type SampleProblemKind,
} from '../../../engine/sampleProblems';
import type { KeysUnder } from '../../../i18n/translate';

/** How a CSV sample is read: its delimiter, quote and whether the first row names the columns. */
export interface ProposalCsv {
  delimiter: string;
  quote: string;
  header: boolean;
}

/** The mapping inferred in the browser: CSV rows by what their cells write, documents as they are. */
export function localProposal(
  format: FileFormat,
  sample: readonly Record<string, unknown>[],
): InferredMapping {
  if (format !== 'csv') return inferMapping(sample);
  const rows = sample.map((row) =>
    Object.fromEntries(Object.entries(row).map(([column, cell]) => [column, String(cell ?? '')])),
  );
  return inferCsvMapping(rows);
}

/** The columns of a CSV sample, as its first row names them. */
export function sampleColumns(sample: readonly Record<string, unknown>[]): string[] {
  return Object.keys(sample[0] ?? {});
}

/** The JSON text the editor shows for a mapping. */
export function mappingText(mapping: unknown): string {
  return stringifyJson(mapping, 2);
}

export type MappingRead =
  | { ok: true; mapping: Record<string, unknown> }
  | { ok: false; kind: 'json'; position: number }
  | { ok: false; kind: 'notObject' };

/** The user's text as a mapping: a JSON object, or where the text stops being JSON. */
export function readMapping(text: string): MappingRead {
  const position = jsonErrorPosition(text);
  if (position !== null) return { ok: false, kind: 'json', position };
  const mapping = parseJson(text);
  return isRecord(mapping) ? { ok: true, mapping } : { ok: false, kind: 'notObject' };
}

export interface SimulationOutcome {
  /** The documents as the pipeline leaves them, with their number in the sample. */
  docs: { line: number; doc: Record<string, unknown> }[];
  /** The documents the pipeline failed, with the engine's reason. */
  failures: { line: number; reason: string }[];
  /** How many documents the pipeline dropped. */
  dropped: number;
}

function reasonOf(error: Record<string, unknown>): string {
  const reason = typeof error.reason === 'string' ? error.reason : String(error.type ?? '');
  const cause = isRecord(error.caused_by) ? error.caused_by.reason : undefined;
  return typeof cause === 'string' && cause !== reason ? `${reason}: ${cause}` : reason;
}

/** A `_simulate` answer (without verbose), document by document in the order they were sent. */
export function simulationOutcome(answer: unknown): SimulationOutcome {
  const outcome: SimulationOutcome = { docs: [], failures: [], dropped: 0 };
  const entries = isRecord(answer) && Array.isArray(answer.docs) ? answer.docs : [];
  entries.forEach((entry: unknown, index) => {
    const line = index + 1;
    if (isRecord(entry) && isRecord(entry.error))
      outcome.failures.push({ line, reason: reasonOf(entry.error) });
    else if (isRecord(entry) && isRecord(entry.doc) && isRecord(entry.doc._source))
      outcome.docs.push({ line, doc: entry.doc._source });
    else outcome.dropped++;
  });
  return outcome;
}

/** The words for a problem (`transfer.mapping.problems.*`); an empty CSV cell is left out. */
export function problemWords(
  problem: SampleProblemKind,
  csv: boolean,
): KeysUnder<'transfer.mapping.problems'> {
  return problem === 'empty' && csv ? 'emptyCell' : problem;
}

/** The problems of numbered documents (the sample's, or a simulation's), each by its number. */
export function numberedProblems(
  docs: readonly { line: number; doc: Record<string, unknown> }[],
  mapping: unknown,
  csv: boolean,
): SampleProblem[] {
  return sampleProblems(
    docs.map(({ doc }) => doc),
    mapping,
    { csv },
  ).map((problem) => ({ ...problem, line: docs[problem.line - 1]?.line ?? problem.line }));
}
