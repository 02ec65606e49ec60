// The run the import form's choices make, once each of them is valid: a file or text that holds
// something readable, a target that exists (or a new index whose name the engine takes, which
// does not exist yet, with a mapping that is a JSON object), and run options within their bounds.
// Otherwise the first thing missing, which the form says beside the Import button. A run resumed
// from a checkpoint reads the file as the checkpoint says, from where it says.
import { mappedFields } from '../../../engine/mappingDiff';
import { indexNameProblem } from '../../../engine/indexNameRules';
import { batchByteLimit } from '../../../lib/transfer/batcher';
import type { Checkpoint, FormatOptions } from '../../../lib/transfer/checkpoint';
import type { ImportSetup } from '../run/importController';
import type { FilePreview, ReadChoices } from './filePreview';
import { anyNumber, MAX_CONCURRENCY, MEGABYTE, wholeNumber, type ImportDraft } from './importDraft';
import { readMapping } from './MappingProposalModel';

/** What the cluster says of the target's name. */
export interface TargetInfo {
  kind: 'index' | 'alias' | 'dataStream' | 'missing';
  /** Its `GET {name}/_mapping` answer; null when it does not exist. */
  mapping: unknown;
}

/** What the form has found out so far; null while it is still being found out. */
export interface SetupContext {
  /** The chosen file, or the pasted text as a file. */
  file: File | null;
  choices: ReadChoices | null;
  preview: FilePreview | null;
  target: TargetInfo | null;
  /** The cluster's largest body; null when unknown. */
  bodyLimit: number | null;
}

export type SetupProblem =
  | 'source'
  | 'reading'
  | 'empty'
  | 'decode'
  | 'index'
  | 'indexName'
  | 'checking'
  | 'targetMissing'
  | 'indexExists'
  | 'shards'
  | 'replicas'
  | 'mappingPending'
  | 'mapping'
  | 'bodySize'
  | 'concurrency';

export type SetupResult = { setup: ImportSetup } | { problem: SetupProblem };

/** How the run reads the file: the chosen reading, and the ids' field unless a `_bulk` body has its own. */
export function formatOptions(choices: ReadChoices, idField: string): FormatOptions {
  const csv = choices.format === 'csv';
  return {
    format: choices.format,
    encoding: choices.encoding,
    gzip: choices.gzip,
    delimiter: csv ? choices.delimiter : null,
    quote: csv ? choices.quote : null,
    header: csv ? choices.header : null,
    idField: choices.format === 'bulk' || idField.trim() === '' ? null : idField.trim(),
  };
}

/** The type of each field of values of a mapping (any shape mappedFields reads), by dotted name. */
export function fieldTypes(mapping: unknown): Record<string, string> {
  const fields = mappedFields(mapping).filter((field) => !field.object);
  return Object.fromEntries(fields.map((field) => [field.path, field.type]));
}

function sourceProblem(context: SetupContext): SetupProblem | null {
  const { file, choices, preview } = context;
  if (file === null) return 'source';
  if (choices === null || preview === null) return 'reading';
  if (preview.failure) return 'decode';
  if (preview.records.length === 0 && preview.problems[0]?.error === 'empty') return 'empty';
  return null;
}

function targetProblem(draft: ImportDraft, target: TargetInfo | null): SetupProblem | null {
  const name = draft.index.trim();
  if (name === '') return 'index';
  const creating = draft.targetKind === 'new';
  if (creating && indexNameProblem(name) !== null) return 'indexName';
  if (target === null) return 'checking';
  if (!creating) return target.kind === 'missing' ? 'targetMissing' : null;
  if (target.kind !== 'missing') return 'indexExists';
  const shards = wholeNumber(draft.shards);
  if (shards !== null && shards < 1) return 'shards';
  const replicas = wholeNumber(draft.replicas);
  if (replicas !== null && replicas < 0) return 'replicas';
  if (draft.mapping.trim() === '') return 'mappingPending';
  return readMapping(draft.mapping).ok ? null : 'mapping';
}

function newIndex(draft: ImportDraft, mapping: unknown): ImportSetup['createIndex'] {
  const settings = {
    number_of_shards: wholeNumber(draft.shards) ?? 1,
    number_of_replicas: wholeNumber(draft.replicas) ?? 1,
  };
  return { name: draft.index.trim(), body: { settings, mappings: mapping } };
}

/** What the run options make of a setup. */
interface RunOptions {
  batchBytes: number;
  run: Pick<ImportSetup, 'concurrency' | 'stopAtFirstError' | 'speed'>;
}

/** What the run options make, or the first of them out of bounds. */
function runOptions(
  draft: ImportDraft,
  bodyLimit: number | null,
): RunOptions | { problem: SetupProblem } {
  const megabytes = anyNumber(draft.bodyMegabytes);
  if (megabytes === null || megabytes <= 0) return { problem: 'bodySize' };
  const concurrency = wholeNumber(draft.concurrency);
  if (concurrency === null || concurrency < 1 || concurrency > MAX_CONCURRENCY)
    return { problem: 'concurrency' };
  return {
    batchBytes: batchByteLimit(megabytes * MEGABYTE, [bodyLimit]),
    run: {
      concurrency,
      stopAtFirstError: draft.stopAtFirstError,
      speed: { refreshOff: draft.refreshOff, noReplicas: draft.noReplicas },
    },
  };
}

/** The CSV column types a run reads the file with: the target's mapping's. */
function columnTypes(format: FormatOptions, mapping: unknown) {
  return format.format === 'csv' ? { columnTypes: fieldTypes(mapping) } : {};
}

/** The run of the draft; see the header comment. */
export function importSetup(draft: ImportDraft, context: SetupContext): SetupResult {
  const problem = sourceProblem(context) ?? targetProblem(draft, context.target);
  if (problem) return { problem };
  const options = runOptions(draft, context.bodyLimit);
  if ('problem' in options) return options;
  const { file, choices, target } = context;
  // Known by now: the checks above say what is missing otherwise.
  if (file === null || choices === null || target === null) return { problem: 'reading' };
  const creating = draft.targetKind === 'new';
  const read = readMapping(draft.mapping);
  const mapping = creating && read.ok ? read.mapping : target.mapping;
  const format = formatOptions(choices, draft.idField);
  const setup: ImportSetup = {
    file,
    read: {
      format,
      target: { name: draft.index.trim(), dataStream: !creating && target.kind === 'dataStream' },
      batchBytes: options.batchBytes,
      resume: null,
      ...columnTypes(format, mapping),
    },
    ...options.run,
    createIndex: creating ? newIndex(draft, mapping) : null,
  };
  return { setup };
}

/**
 * The run that goes on from `checkpoint` with the draft's run options: the file read as the
 * checkpoint says, from where it says, into its target (`target` says what that is now).
 */
export function checkpointSetup(
  draft: ImportDraft,
  context: Pick<SetupContext, 'file' | 'target' | 'bodyLimit'>,
  checkpoint: Checkpoint,
): SetupResult {
  const { file, target } = context;
  if (file === null) return { problem: 'source' };
  if (target === null) return { problem: 'checking' };
  if (target.kind === 'missing') return { problem: 'targetMissing' };
  const options = runOptions(draft, context.bodyLimit);
  if ('problem' in options) return options;
  const read = {
    format: checkpoint.format,
    target: checkpoint.target,
    batchBytes: options.batchBytes,
    resume: null,
    ...columnTypes(checkpoint.format, target.mapping),
  };
  const setup: ImportSetup = { file, read, ...options.run, createIndex: null };
  return { setup: resumedSetup(setup, checkpoint) };
}

/** The run that goes on from `checkpoint`: its file read as before, into the same target. */
export function resumedSetup(setup: ImportSetup, checkpoint: Checkpoint): ImportSetup {
  return {
    ...setup,
    read: {
      ...setup.read,
      format: checkpoint.format,
      target: checkpoint.target,
      resume: checkpoint.position,
    },
    createIndex: null,
    earlier: checkpoint.counts,
  };
}
