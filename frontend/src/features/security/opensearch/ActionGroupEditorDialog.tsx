// The action group editor: a new group's name, or an existing one's (fixed); its type, its
// description and its allowed actions, chosen among the other groups and known action names or
// typed as any action pattern. A new group is sent whole (PUT), an edited one as a JSON Patch of
// what changed (PATCH); the request shows before it is sent. Closing with changes asks first.
import { useMemo, useState } from 'react';
import { Select, TagsInput, TextInput } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import type { EditorState } from '../../../components/ListScreen/listEditing';
import {
  ACTION_GROUP_TYPES,
  KNOWN_OPENSEARCH_ACTIONS,
  type ActionGroup,
} from '../../../engine/opensearchActionGroups';
import {
  actionGroupWrite,
  openActionGroupDraft,
  type ActionGroupDraft,
  type DraftProblem,
} from './actionGroupDraft';
import { EntryEditorDialog } from './EntryEditorDialog';
import { EntryEditorForm } from './EntryEditorForm';

interface DialogProps {
  state: EditorState<ActionGroup>;
  onClose: () => void;
  /** The listed groups: offered as members, and their names taken. */
  groups: readonly ActionGroup[];
}

export function ActionGroupEditorDialog({ state, onClose, groups }: DialogProps) {
  return (
    <EntryEditorDialog kind="actiongroups" state={state} onClose={onClose} size={720}>
      {(editing, guard) => <ActionGroupEditor editing={editing} guard={guard} groups={groups} />}
    </EntryEditorDialog>
  );
}

function problemText(t: TFunction, problem: DraftProblem | null): string | null {
  if (problem === null) return null;
  return t(`security.actionGroups.editor.problem.${problem}`);
}

/** The types to choose from; one the plugin knows and this editor does not stays choosable. */
function typeChoices(t: TFunction, current: string): { value: string; label: string }[] {
  const known = ACTION_GROUP_TYPES.map((type) => ({
    value: type as string,
    label: t(`security.actionGroups.types.${type}`),
  }));
  return current === '' || known.some((choice) => choice.value === current)
    ? known
    : [...known, { value: current, label: current }];
}

interface EditorProps {
  editing: ActionGroup | null;
  guard: DiscardGuard;
  groups: readonly ActionGroup[];
}

function ActionGroupEditor({ editing, guard, groups }: EditorProps) {
  const { t } = useTranslation();
  const [opened] = useState(() => openActionGroupDraft(editing));
  const [draft, setDraft] = useState(opened);
  const change = (part: Partial<ActionGroupDraft>) => setDraft({ ...draft, ...part });
  const name = draft.name.trim();
  const { write, problem } = actionGroupWrite(editing, draft);
  const taken = editing === null && groups.some((group) => group.name === name);
  const offered = useMemo(() => {
    const names = groups.map((group) => group.name).filter((group) => group !== name);
    return [...new Set([...names, ...KNOWN_OPENSEARCH_ACTIONS])];
  }, [groups, name]);
  useReportChanges(guard, JSON.stringify(draft) !== JSON.stringify(opened));
  const types = typeChoices(t, opened.type);

  return (
    <EntryEditorForm
      kind="actiongroups"
      editing={editing !== null}
      name={draft.name}
      onName={(value) => change({ name: value })}
      taken={taken}
      write={write}
      problem={problemText(t, problem)}
      guard={guard}
    >
      <Select
        label={t('security.actionGroups.editor.type')}
        data={types}
        value={draft.type || null}
        allowDeselect={false}
        onChange={(value) => change({ type: value ?? draft.type })}
      />
      <TextInput
        label={t('security.actionGroups.editor.description')}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <TagsInput
        label={t('security.actionGroups.editor.allowedActions')}
        description={t('security.actionGroups.editor.allowedActionsHint')}
        withAsterisk
        data={offered}
        value={draft.allowedActions}
        onChange={(allowedActions) => change({ allowedActions })}
        limit={50}
        splitChars={[',', ' ']}
      />
    </EntryEditorForm>
  );
}
