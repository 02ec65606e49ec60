// The action group editor's draft and the write it sends: a new group goes out whole (PUT), an
// edited one as the JSON Patch of the fields that changed (PATCH), so fields this editor does
// not show are kept. Null while there is nothing to send, with the reason.
import type {
  JsonPatchOperation,
  OpensearchEntryWrite,
} from '../../../api/operations/securityOpensearch';
import type { ActionGroup } from '../../../engine/opensearchActionGroups';

export interface ActionGroupDraft {
  name: string;
  type: string;
  description: string;
  allowedActions: string[];
}

export function openActionGroupDraft(group: ActionGroup | null): ActionGroupDraft {
  return {
    name: group?.name ?? '',
    // A listed group keeps the type it has (none, say); a new one starts as an index group.
    type: group ? group.type : 'index',
    description: group?.description ?? '',
    allowedActions: group?.allowedActions ?? [],
  };
}

/** Why the draft cannot be sent; null when it can. */
export type DraftProblem = 'name' | 'actions' | 'self' | 'unchanged';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

function changes(group: ActionGroup, draft: ActionGroupDraft): JsonPatchOperation[] {
  const fields: [string, unknown, unknown, boolean][] = [
    ['type', group.type, draft.type, group.type === draft.type],
    ['description', group.description, draft.description, group.description === draft.description],
    [
      'allowed_actions',
      group.allowedActions,
      draft.allowedActions,
      sameList(group.allowedActions, draft.allowedActions),
    ],
  ];
  // An absent field (read as empty) is added; a present one replaced.
  return fields
    .filter(([, , , same]) => !same)
    .map(([field, before, value]) => ({
      op: before === '' ? 'add' : 'replace',
      path: `/${field}`,
      value,
    }));
}

export function actionGroupWrite(
  editing: ActionGroup | null,
  draft: ActionGroupDraft,
): { write: OpensearchEntryWrite; problem: null } | { write: null; problem: DraftProblem } {
  const name = draft.name.trim();
  if (name === '') return { write: null, problem: 'name' };
  if (draft.allowedActions.length === 0) return { write: null, problem: 'actions' };
  if (draft.allowedActions.includes(name)) return { write: null, problem: 'self' };
  if (editing === null) {
    const body: Record<string, unknown> = {
      allowed_actions: draft.allowedActions,
      type: draft.type,
    };
    if (draft.description !== '') body.description = draft.description;
    return { write: { kind: 'actiongroups', name, method: 'PUT', body }, problem: null };
  }
  const patch = changes(editing, draft);
  return patch.length === 0
    ? { write: null, problem: 'unchanged' }
    : { write: { kind: 'actiongroups', name, method: 'PATCH', body: patch }, problem: null };
}
