// The pipeline editor's state: the name, the draft in its two views (pipelineDraft.ts), why the
// last switch of view was refused, and the body to send. Reports to the discard guard whether
// anything differs from how the editor opened.
import { draftProblemMessage } from './draftProblem';
import {
  bodyText,
  draftBody,
  openDraft,
  switchMode,
  type DraftBody,
  type DraftProblem,
  type PipelineDraft,
} from './pipelineDraft';
import { writablePipelineBody, type PipelineRow } from './pipelineRows';
import type { DiscardGuard } from '../../components/FormDialog/useDiscardGuard';
import {
  useDraftEditor,
  type DraftEditor,
  type DraftModel,
  type DraftOpening,
} from '../../components/FormDialog/useDraftEditor';

/** The body a new pipeline starts from. */
const NEW_PIPELINE = { processors: [] };

export type PipelineEditor = DraftEditor<PipelineDraft, DraftBody>;

const PIPELINE_DRAFTS: DraftModel<PipelineDraft, DraftProblem, DraftBody> = {
  read: draftBody,
  switchMode,
  problemText: (t, problem, draft) => draftProblemMessage(t, problem, draft.text),
  text: (body) => bodyText(body.body),
};

/** The pipeline as it opens; a body the form writes out differently is not a change. */
function opening(editing: PipelineRow | null): DraftOpening<PipelineDraft> {
  const draft = openDraft(editing ? writablePipelineBody(editing.source) : NEW_PIPELINE);
  const body = draftBody(draft);
  return { name: editing?.name ?? '', draft, text: body.ok ? bodyText(body.body) : draft.text };
}

export function usePipelineEditor(
  editing: PipelineRow | null,
  guard: DiscardGuard,
): PipelineEditor {
  return useDraftEditor(PIPELINE_DRAFTS, () => opening(editing), guard);
}
