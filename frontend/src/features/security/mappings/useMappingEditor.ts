// The Elasticsearch mapping editor's state: the name, the draft in its two views (mappingDraft.ts),
// why the last switch of view was refused, and the body to send. Reports to the discard guard
// whether anything differs from how the editor opened.
import { useState } from 'react';
import type { TFunction } from '../../../i18n/translate';
import {
  bodyText,
  draftBody,
  openDraft,
  switchMode,
  type BodyResult,
  type DraftProblem,
  type MappingBody,
  type MappingDraft,
} from './mappingDraft';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import {
  useDraftEditor,
  type DraftEditor,
  type DraftModel,
} from '../../../components/FormDialog/useDraftEditor';

export interface MappingEditor extends DraftEditor<MappingDraft, BodyResult> {
  /** The body as it opened, as JSON text (empty for a new mapping). */
  openedText: string;
}

export const draftProblemText = (t: TFunction, problem: DraftProblem) =>
  t(`security.mappings.problem.${problem}`);

const MAPPING_DRAFTS: DraftModel<MappingDraft, DraftProblem, BodyResult> = {
  read: draftBody,
  switchMode,
  problemText: (t, problem) => draftProblemText(t, problem),
  text: (body) => bodyText(body.body),
};

export function useMappingEditor(
  name: string,
  opened: MappingBody | null,
  fallback: MappingBody,
  guard: DiscardGuard,
): MappingEditor {
  const [openedText] = useState(() => (opened === null ? '' : bodyText(opened)));
  const editor = useDraftEditor(
    MAPPING_DRAFTS,
    () => ({ name, draft: openDraft(opened ?? fallback), text: bodyText(opened ?? fallback) }),
    guard,
  );
  return { ...editor, openedText };
}
