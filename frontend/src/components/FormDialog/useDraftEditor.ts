// The state of an editor that shows one body two ways, a form and its JSON text: the typed name,
// the draft, why the last switch of view was refused (cleared by any edit), the body the draft
// sends and why it cannot be sent. Tells the discard guard whether the name or the body differ
// from how the editor opened. What a draft is, and how it is read, switched and explained, comes
// from the editor's model.
import { useMemo, useState } from 'react';
import { useTranslation, type TFunction } from '../../i18n/translate';
import { useReportChanges, type DiscardGuard } from './useDiscardGuard';

export type EditorMode = 'form' | 'json';

/** Whether a draft holds a body to send, or why not; the body itself is in the model's words. */
export type Outcome<Problem> = { ok: true } | { ok: false; problem: Problem };

type Sendable<Sent> = Extract<Sent, { ok: true }>;

const sendable = <Sent extends { ok: boolean }>(sent: Sent): sent is Sendable<Sent> => sent.ok;

/** How one editor's drafts read, switch view and explain what is wrong with them. */
export interface DraftModel<Draft, Problem, Sent extends Outcome<Problem>> {
  /** The body the shown view holds, or why it holds none. */
  read: (draft: Draft) => Sent;
  /** The draft shown in `mode`, or why what the current view holds cannot be carried over. */
  switchMode: (
    draft: Draft,
    mode: EditorMode,
  ) => { ok: true; draft: Draft } | { ok: false; problem: Problem };
  /** The problem in the user's words; `draft` is the draft it was found in. */
  problemText: (t: TFunction, problem: Problem, draft: Draft) => string;
  /** A body as text, to compare with the body the editor opened with. */
  text: (sent: Sendable<Sent>) => string;
}

/** How the editor opens: the name, the draft, and the text of the body a change is measured from. */
export interface DraftOpening<Draft> {
  name: string;
  draft: Draft;
  text: string;
}

export interface DraftEditor<Draft, Sent> {
  name: string;
  setName: (name: string) => void;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  switchTo: (mode: EditorMode) => void;
  /** Why the last switch of view was refused; null after any edit. */
  modeProblem: string | null;
  body: Sent;
  /** Why the body cannot be sent; null when it can. */
  problem: string | null;
}

/** The editor's state; `open` is called once, when the editor opens. */
export function useDraftEditor<Draft, Problem, Sent extends Outcome<Problem>>(
  model: DraftModel<Draft, Problem, Sent>,
  open: () => DraftOpening<NoInfer<Draft>>,
  guard: DiscardGuard,
): DraftEditor<Draft, Sent> {
  const { t } = useTranslation();
  const [opened] = useState(open);
  const [name, setName] = useState(opened.name);
  const [draft, setDraftState] = useState(opened.draft);
  const [modeProblem, setModeProblem] = useState<string | null>(null);
  const body = useMemo(() => model.read(draft), [model, draft]);
  const sameBody = sendable(body) && model.text(body) === opened.text;
  useReportChanges(guard, name !== opened.name || !sameBody);
  const setDraft = (next: Draft) => {
    setDraftState(next);
    setModeProblem(null);
  };
  const switchTo = (mode: EditorMode) => {
    const switched = model.switchMode(draft, mode);
    if (switched.ok) setDraft(switched.draft);
    else setModeProblem(model.problemText(t, switched.problem, draft));
  };
  return {
    name,
    setName,
    draft,
    setDraft,
    switchTo,
    modeProblem,
    body,
    problem: body.ok ? null : model.problemText(t, body.problem, draft),
  };
}
