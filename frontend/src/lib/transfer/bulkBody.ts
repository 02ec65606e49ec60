// Reads a `_bulk` request body (an action line, then a source line except for delete) as the file
// streams in, keeping both lines as they are so they are sent unchanged. A line that is not an
// action where one is due, a source that is not a JSON object, or an action left without its
// source becomes a problem naming its line and column, and reading goes on. So does a line longer
// than `maxLineBytes`, of which only the start is kept (with its action, for a source line).
import type { Line } from './lines';
import {
  isBlank,
  jsonProblem,
  lineReader,
  readDocument,
  type LineReaderStart,
  type Problem,
  type RecordReader,
} from './reading';

export type BulkAction = 'index' | 'create' | 'update' | 'delete';

export interface BulkRecord {
  kind: 'record';
  /** Line and byte offset of the action line. */
  line: number;
  offset: number;
  /** The action line, then '\n' and the source line when there is one. */
  text: string;
  action: BulkAction;
  actionText: string;
  sourceText?: string;
}

const ACTIONS: ReadonlySet<string> = new Set(['index', 'create', 'update', 'delete']);

/** The keys an action's metadata may hold; a line holding only these is an action, not a source. */
const METADATA: ReadonlySet<string> = new Set([
  '_index',
  '_id',
  'routing',
  '_routing',
  'version',
  'version_type',
  'if_seq_no',
  'if_primary_term',
  'pipeline',
  'require_alias',
  'require_data_stream',
  'retry_on_conflict',
  'dynamic_templates',
  'list_executed_pipelines',
  '_source',
]);

/** The action a parsed line names, or why it names none. */
function actionOf(value: unknown): BulkAction | string {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return 'An action line must be a JSON object such as {"index":{…}}';
  const keys = Object.keys(value);
  if (keys.length !== 1 || !ACTIONS.has(keys[0]))
    return 'An action line must hold one of index, create, update or delete, and nothing else';
  const metadata: unknown = (value as Record<string, unknown>)[keys[0]];
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
    return `The ${keys[0]} action's metadata must be a JSON object`;
  return keys[0] as BulkAction;
}

/** How an action line starts; a source line rarely does. */
const ACTION_START = /^\s*\{\s*"(?:index|create|update|delete)"\s*:\s*\{/;

/** Whether a line the body gives as a source looks instead like the next action. */
function looksLikeAction(text: string): boolean {
  if (!ACTION_START.test(text)) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (!ACTIONS.has(actionOf(value))) return false;
  const metadata = Object.values(value as Record<string, Record<string, unknown>>)[0];
  return Object.keys(metadata).every((key) => METADATA.has(key));
}

function problem(
  error: Problem['error'],
  at: Line,
  column: number,
  reason: string,
  text: string,
): Problem {
  return { kind: 'problem', error, line: at.line, column, offset: at.offset, reason, text };
}

function missingSource(action: Line): Problem {
  return problem(
    'bulk_source_missing',
    action,
    1,
    'This action has no source line after it',
    action.text,
  );
}

export function createBulkBodyReader(start: LineReaderStart = {}): RecordReader<BulkRecord> {
  let pending: { at: Line; action: BulkAction } | null = null;

  /** The record of a delete, the problem with a line that is no action, or null (a source is due). */
  function readAction(at: Line): BulkRecord | Problem | null {
    let value: unknown;
    try {
      value = JSON.parse(at.text);
    } catch (thrown) {
      return jsonProblem('bulk_action', thrown, at.text, { ...at, column: 1 });
    }
    const action = actionOf(value);
    if (!ACTIONS.has(action)) return problem('bulk_action', at, 1, action, at.text);
    const record: BulkRecord = {
      kind: 'record',
      line: at.line,
      offset: at.offset,
      text: at.text,
      action: action as BulkAction,
      actionText: at.text,
    };
    if (action === 'delete') return record;
    pending = { at, action: action as BulkAction };
    return null;
  }

  function readSource(at: Line, action: { at: Line; action: BulkAction }): BulkRecord | Problem {
    const text = `${action.at.text}\n${at.text}`;
    const found = readDocument(at.text, at.line, 1, at.offset);
    if (found.kind === 'problem') return { ...found, text, offset: action.at.offset };
    return {
      kind: 'record',
      line: action.at.line,
      offset: action.at.offset,
      text,
      action: action.action,
      actionText: action.at.text,
      sourceText: at.text,
    };
  }

  function readLine(at: Line, out: Array<BulkRecord | Problem>): void {
    if (isBlank(at.text)) return;
    const action = pending;
    pending = null;
    if (action && !looksLikeAction(at.text)) {
      out.push(readSource(at, action));
      return;
    }
    if (action) out.push(missingSource(action.at));
    const found = readAction(at);
    if (found) out.push(found);
  }

  /** A line too long to send: the source of the action before it, or where an action is due. */
  function readLong(found: Problem, out: Array<BulkRecord | Problem>): void {
    const action = pending;
    pending = null;
    if (!action) out.push(found);
    else out.push({ ...found, text: `${action.at.text}\n${found.text}`, offset: action.at.offset });
  }

  function finish(out: Array<BulkRecord | Problem>): void {
    if (pending) out.push(missingSource(pending.at));
    pending = null;
  }

  return lineReader<BulkRecord>(start, readLine, finish, readLong);
}
