// The role editor's state: the name, the draft in its two views (roleDraft.ts), why the last
// switch of view was refused, and the body to send. Reports to the discard guard whether anything
// differs from how the editor opened.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import {
  bodyText,
  draftBody,
  openDraft,
  switchMode,
  type EditorMode,
  type RoleDraft,
  type RoleModel,
} from './roleDraft';
import { roleProblemMessage } from './roleProblemMessage';
import type { Checked } from './roleProblems';

export interface RoleDraftState<Form> {
  name: string;
  setName: (name: string) => void;
  draft: RoleDraft<Form>;
  setDraft: (draft: RoleDraft<Form>) => void;
  switchTo: (mode: EditorMode) => void;
  /** Why the last switch of view was refused; null after any edit. */
  modeProblem: string | null;
  body: Checked<Record<string, unknown>>;
  /** Why the body cannot be sent; null when it can. */
  problem: string | null;
}

export function useRoleDraft<Form>(
  model: RoleModel<Form>,
  opening: { name: string; definition: Record<string, unknown> },
  guard: DiscardGuard,
): RoleDraftState<Form> {
  const { t } = useTranslation();
  const [opened] = useState(() => ({
    draft: openDraft(model, opening.definition),
    text: bodyText(opening.definition),
  }));
  const [name, setName] = useState(opening.name);
  const [draft, setDraftState] = useState(opened.draft);
  const [modeProblem, setModeProblem] = useState<string | null>(null);
  const body = useMemo(() => draftBody(model, draft), [model, draft]);
  const changed = name !== opening.name || !body.ok || bodyText(body.value) !== opened.text;
  useReportChanges(guard, changed);
  const setDraft = (next: RoleDraft<Form>) => {
    setDraftState(next);
    setModeProblem(null);
  };
  const switchTo = (mode: EditorMode) => {
    const switched = switchMode(model, draft, mode);
    if (switched.ok) setDraft(switched.value);
    else setModeProblem(roleProblemMessage(t, switched.problem, draft.text));
  };
  return {
    name,
    setName,
    draft,
    setDraft,
    switchTo,
    modeProblem,
    body,
    problem: body.ok ? null : roleProblemMessage(t, body.problem, draft.text),
  };
}
