// The role editor's state: the name, the draft in its two views (roleDraft.ts), why the last
// switch of view was refused, and the body to send. Reports to the discard guard whether anything
// differs from how the editor opened.
import { useMemo } from 'react';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import {
  useDraftEditor,
  type DraftEditor,
  type DraftModel,
} from '../../../components/FormDialog/useDraftEditor';
import {
  bodyText,
  draftBody,
  openDraft,
  switchMode,
  type RoleDraft,
  type RoleModel,
} from './roleDraft';
import { roleProblemMessage } from './roleProblemMessage';
import type { Checked, RoleProblem } from './roleProblems';

export type RoleDraftState<Form> = DraftEditor<RoleDraft<Form>, Checked<Record<string, unknown>>>;

/** How drafts of one engine's role read, switch view and explain their problems. */
function roleDrafts<Form>(
  model: RoleModel<Form>,
): DraftModel<RoleDraft<Form>, RoleProblem, Checked<Record<string, unknown>>> {
  return {
    read: (draft) => draftBody(model, draft),
    switchMode: (draft, mode) => {
      const switched = switchMode(model, draft, mode);
      return switched.ok ? { ok: true, draft: switched.value } : switched;
    },
    problemText: (t, problem, draft) => roleProblemMessage(t, problem, draft.text),
    text: (body) => bodyText(body.value),
  };
}

export function useRoleDraft<Form>(
  model: RoleModel<Form>,
  opening: { name: string; definition: Record<string, unknown> },
  guard: DiscardGuard,
): RoleDraftState<Form> {
  const drafts = useMemo(() => roleDrafts(model), [model]);
  return useDraftEditor(
    drafts,
    () => ({
      name: opening.name,
      draft: openDraft(model, opening.definition),
      text: bodyText(opening.definition),
    }),
    guard,
  );
}
