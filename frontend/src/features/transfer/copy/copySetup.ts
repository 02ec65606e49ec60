// What a copy is asked to do, as the form gives it: the source index or pattern and the query
// whose matches are copied, the destination cluster and index, whether the copies keep their
// source ids, the size of each bulk body, how many requests go at once and how many slices are
// read side by side. The form's draft becomes a setup once nothing in it is wrong.
import type { BulkTarget } from '../../../engine/bulkRequests';
import type { ExportSearch } from '../../../engine/exportRequests';
import { indexNameProblem, type IndexNameProblem } from '../../../engine/indexNameRules';
import { DEFAULT_BATCH_BYTES } from '../../../lib/transfer/batcher';
import { DEFAULT_PAGE_SIZE, KEEP_ALIVE, readQueryText } from '../export/exportSetup';

export interface CopySetup {
  /** The indices, aliases, data streams or pattern the documents come from. */
  index: string;
  /** The query whose matches are copied; every document when missing. */
  query?: unknown;
  /** Where the documents go on the destination. */
  target: BulkTarget;
  keepIds: boolean;
  batchBytes: number;
  concurrency: number;
  slices: number;
  pageSize: number;
  /** The new index's body (mappings and settings), made first unless the index exists. */
  createIndex: { name: string; body: unknown } | null;
}

/** The form as the user fills it. */
export interface CopyDraft {
  index: string;
  queryText: string;
  /** The destination cluster, by its place in the list of connected clusters. */
  destination: number | null;
  name: string;
  keepIds: boolean;
  batchMegabytes: number;
  concurrency: number;
  slices: number;
  /** The new index's body as JSON text; empty: the index is not created (it exists). */
  bodyText: string;
  /** The user changed the body: it is no longer replaced by the source's. */
  bodyEdited: boolean;
}

export const MEGABYTE = 1_000_000;
export const MAX_CONCURRENCY = 8;
export const MAX_SLICES = 4;

export function initialDraft(index: string, destination: number | null): CopyDraft {
  return {
    index,
    queryText: '',
    destination,
    name: index === '' ? '' : `${index.replace(/[*,]/g, '')}-copy`,
    keepIds: true,
    batchMegabytes: DEFAULT_BATCH_BYTES / MEGABYTE,
    concurrency: 2,
    slices: 1,
    bodyText: '',
    bodyEdited: false,
  };
}

export type CopyProblem =
  | { field: 'index' }
  | { field: 'query' }
  | { field: 'destination' }
  | { field: 'name'; problem: IndexNameProblem | 'empty' }
  | { field: 'body' };

/** What is wrong with the draft; none when it can start. */
export function draftProblems(draft: CopyDraft): CopyProblem[] {
  const problems: CopyProblem[] = [];
  if (draft.index.trim() === '') problems.push({ field: 'index' });
  if (!readQueryText(draft.queryText).ok) problems.push({ field: 'query' });
  if (draft.destination === null) problems.push({ field: 'destination' });
  const name = draft.name.trim();
  const nameProblem = name === '' ? 'empty' : indexNameProblem(name);
  if (nameProblem !== null) problems.push({ field: 'name', problem: nameProblem });
  if (draft.bodyText.trim() !== '' && bodyOf(draft.bodyText) === null)
    problems.push({ field: 'body' });
  return problems;
}

function bodyOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The setup of a draft without problems (see draftProblems). */
export function copySetupOf(draft: CopyDraft): CopySetup {
  const reading = readQueryText(draft.queryText);
  const name = draft.name.trim();
  const body = draft.bodyText.trim() === '' ? null : bodyOf(draft.bodyText);
  return {
    index: draft.index.trim(),
    query: reading.ok ? reading.query : undefined,
    target: { name, dataStream: false },
    keepIds: draft.keepIds,
    batchBytes: Math.max(1, Math.round(draft.batchMegabytes * MEGABYTE)),
    concurrency: draft.concurrency,
    slices: draft.slices,
    pageSize: DEFAULT_PAGE_SIZE,
    createIndex: body === null ? null : { name, body },
  };
}

/** The source's read: the pages an export of the same index and query reads. */
export function copySearch(setup: CopySetup): ExportSearch {
  return {
    index: setup.index,
    ...(setup.query === undefined ? {} : { query: setup.query }),
    size: setup.pageSize,
    keepAlive: KEEP_ALIVE,
  };
}
