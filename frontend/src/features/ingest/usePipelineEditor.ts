// The pipeline editor's state: the name, the draft in its two views (pipelineDraft.ts), why the
// last switch of view was refused, and the body to send. Reports to the discard guard whether
// anything differs from how the editor opened.
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { draftProblemMessage } from './draftProblem';
import {
  bodyText,
  draftBody,
  openDraft,
  switchMode,
  type DraftBody,
  type EditorMode,
  type PipelineDraft,
} from './pipelineDraft';
import { writablePipelineBody, type PipelineRow } from './pipelineRows';
import { useReportChanges, type DiscardGuard } from '../../components/FormDialog/useDiscardGuard';

/** The body a new pipeline starts from. */
const NEW_PIPELINE = { processors: [] };

export interface PipelineEditor {
  name: string;
  setName: (name: string) => void;
  draft: PipelineDraft;
  setDraft: (draft: PipelineDraft) => void;
  switchTo: (mode: EditorMode) => void;
  /** Why the last switch of view was refused; null after any edit. */
  modeProblem: string | null;
  body: DraftBody;
  /** Why the body cannot be sent; null when it can. */
  problem: string | null;
}

function opening(editing: PipelineRow | null) {
  const draft = openDraft(editing ? writablePipelineBody(editing.source) : NEW_PIPELINE);
  const body = draftBody(draft);
  return { name: editing?.name ?? '', draft, text: body.ok ? bodyText(body.body) : draft.text };
}

export function usePipelineEditor(
  editing: PipelineRow | null,
  guard: DiscardGuard,
): PipelineEditor {
  const { t } = useTranslation();
  const [opened] = useState(() => opening(editing));
  const [name, setName] = useState(opened.name);
  const [draft, setDraftState] = useState(opened.draft);
  const [modeProblem, setModeProblem] = useState<string | null>(null);
  const body = useMemo(() => draftBody(draft), [draft]);
  useReportChanges(guard, name !== opened.name || !body.ok || bodyText(body.body) !== opened.text);
  const setDraft = (next: PipelineDraft) => {
    setDraftState(next);
    setModeProblem(null);
  };
  const switchTo = (mode: EditorMode) => {
    const switched = switchMode(draft, mode);
    if (switched.ok) setDraft(switched.draft);
    else setModeProblem(draftProblemMessage(t, switched.problem, draft.text));
  };
  return {
    name,
    setName,
    draft,
    setDraft,
    switchTo,
    modeProblem,
    body,
    problem: body.ok ? null : draftProblemMessage(t, body.problem, draft.text),
  };
}
