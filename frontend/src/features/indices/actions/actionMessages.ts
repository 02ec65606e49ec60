// What the user is asked and told about index actions, as i18n keys
// with parameters. Index names are parameters, never markup.
import type { TFunction, TranslationKey } from '../../../i18n/translate';
import type { IndexAction } from '../../../api/operations/indexActions';
import { actionTarget, type ActionTarget } from './bulk';

export type MessageParam = string | number | Message;

export interface Message {
  key: TranslationKey;
  params?: Record<string, MessageParam>;
}

export interface Confirmation {
  title: Message;
  /** Shown one after the other, separated by a blank line. */
  paragraphs: Message[];
  confirmLabel: Message;
  danger: boolean;
  /** What the user types before the action is allowed: the index name, or the count. */
  typed?: string;
}

/** How many names a confirmation lists before it says 'and N more'. */
export const LISTED_NAMES = 10;

/** Translates a message, its message parameters first. */
export function renderMessage(t: TFunction, message: Message): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] = typeof value === 'object' ? renderMessage(t, value) : value;
  }
  return t(message.key, params);
}

export function targetMessage(target: ActionTarget): Message {
  if (target.kind === 'all') return { key: 'indices.target.all' };
  if (target.kind === 'one') return { key: 'indices.target.one', params: { index: target.index } };
  return { key: 'indices.target.many', params: { count: target.count } };
}

export function actionLabel(action: IndexAction | 'deleteByQuery'): Message {
  return { key: `indices.actions.${action}` };
}

function nameParagraphs(indices: readonly string[]): Message[] {
  if (indices.length < 2) return [];
  const names: Message = {
    key: 'indices.confirm.names',
    params: { names: indices.slice(0, LISTED_NAMES).join('\n') },
  };
  const more = indices.length - LISTED_NAMES;
  return more > 0 ? [names, { key: 'indices.confirm.more', params: { count: more } }] : [names];
}

/**
 * The question asked before `action` on `indices`, or null when it runs at once. Close and delete
 * always ask; an action without indices reaches every index, so it asks too.
 * With `typeToDelete`, a delete also asks for the index name (one index) or the count (several).
 */
export function confirmationFor(
  action: IndexAction,
  indices: readonly string[],
  typeToDelete = false,
): Confirmation | null {
  const target = targetMessage(actionTarget(indices));
  const label = actionLabel(action);
  if (indices.length === 0) {
    return {
      title: { key: 'indices.confirm.allTitle', params: { action: label } },
      paragraphs: [{ key: 'indices.confirm.all', params: { action: label } }],
      confirmLabel: label,
      danger: false,
    };
  }
  if (action !== 'close' && action !== 'delete') return null;
  return {
    title: { key: `indices.confirm.${action}.title` },
    paragraphs: [
      {
        key: `indices.confirm.${action}.${indices.length > 1 ? 'questionMany' : 'question'}`,
        params: { target },
      },
      ...nameParagraphs(indices),
    ],
    confirmLabel: label,
    danger: true,
    ...(typeToDelete && action === 'delete'
      ? { typed: indices.length === 1 ? indices[0] : String(indices.length) }
      : {}),
  };
}

/** The question asked before deleting every document of an index. */
export function deleteAllDocumentsConfirmation(index: string): Confirmation {
  return {
    title: { key: 'indices.confirm.deleteByQuery.title' },
    paragraphs: [
      { key: 'indices.confirm.deleteByQuery.warning' },
      {
        key: 'indices.confirm.deleteByQuery.question',
        params: { target: targetMessage(actionTarget([index])) },
      },
    ],
    confirmLabel: actionLabel('deleteByQuery'),
    danger: true,
  };
}

/** The success title: 'Refreshed index logs', 'Closed 20 indices', 'Merged all indices'. */
export function doneMessage(action: IndexAction, target: ActionTarget): Message {
  return { key: `indices.done.${action}`, params: { target: targetMessage(target) } };
}

/** The failure title and body of a bulk action: which indices failed, and why. */
export function failedMessages(
  action: IndexAction,
  failure: { target: ActionTarget; indices: string[]; reasons: string[] },
): { title: Message; body: Message } {
  return {
    title: {
      key: 'indices.failed.title',
      params: { action: actionLabel(action), target: targetMessage(failure.target) },
    },
    body: {
      key: failure.indices.length > 0 ? 'indices.failed.body' : 'indices.failed.reasonOnly',
      params: { indices: failure.indices.join(', '), reasons: failure.reasons.join('\n') },
    },
  };
}

/** 'Reindex into {dest} started as task {task}.', or without the task when the answer has none. */
export function reindexStarted(dest: string, response: { task?: unknown }): Message {
  return typeof response.task === 'string'
    ? { key: 'indices.reindex.startedAs', params: { dest, task: response.task } }
    : { key: 'indices.reindex.started', params: { dest } };
}

/** 'Index {name} created', naming the index the cluster made (date math resolved) when it says. */
export function indexCreated(typed: string, response: unknown): Message {
  const made =
    typeof response === 'object' && response !== null && 'index' in response
      ? response.index
      : undefined;
  return {
    key: 'indices.newIndex.created',
    params: { index: typeof made === 'string' ? made : typed },
  };
}
