// The Elasticsearch mapping editor's state: the name, the draft in its two views (mappingDraft.ts),
// why the last switch of view was refused, and the body to send. Reports to the discard guard
// whether anything differs from how the editor opened.
import { useMemo, useState } from 'react';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import {
  bodyText,
  draftBody,
  openDraft,
  switchMode,
  type BodyResult,
  type DraftProblem,
  type EditorMode,
  type MappingBody,
  type MappingDraft,
} from './mappingDraft';

export interface MappingEditor {
  name: string;
  setName: (name: string) => void;
  draft: MappingDraft;
  setDraft: (draft: MappingDraft) => void;
  switchTo: (mode: EditorMode) => void;
  /** Why the last switch of view was refused; null after any edit. */
  modeProblem: string | null;
  body: BodyResult;
  /** Why the body cannot be sent; null when it can. */
  problem: string | null;
  /** The body as it opened, as JSON text (empty for a new mapping). */
  openedText: string;
}

export const draftProblemText = (t: TFunction, problem: DraftProblem) =>
  t(`security.mappings.problem.${problem}`);

export function useMappingEditor(
  name: string,
  opened: MappingBody | null,
  fallback: MappingBody,
  guard: DiscardGuard,
): MappingEditor {
  const { t } = useTranslation();
  const [start] = useState(() => ({
    draft: openDraft(opened ?? fallback),
    text: opened === null ? '' : bodyText(opened),
    fallbackText: bodyText(fallback),
  }));
  const [typedName, setName] = useState(name);
  const [draft, setDraftState] = useState(start.draft);
  const [modeProblem, setModeProblem] = useState<string | null>(null);
  const body = useMemo(() => draftBody(draft), [draft]);
  const sameBody = body.ok && bodyText(body.body) === (start.text || start.fallbackText);
  useReportChanges(guard, typedName !== name || !sameBody);
  const setDraft = (next: MappingDraft) => {
    setDraftState(next);
    setModeProblem(null);
  };
  const switchTo = (mode: EditorMode) => {
    const switched = switchMode(draft, mode);
    if (switched.ok) setDraft(switched.draft);
    else setModeProblem(draftProblemText(t, switched.problem));
  };
  return {
    name: typedName,
    setName,
    draft,
    setDraft,
    switchTo,
    modeProblem,
    body,
    problem: body.ok ? null : draftProblemText(t, body.problem),
    openedText: start.text,
  };
}
