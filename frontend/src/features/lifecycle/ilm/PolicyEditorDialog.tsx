// The ILM policy editor: a new policy's name (refused when a listed policy has it: the PUT would
// replace that one), then the policy in a form with one section per phase, or as the whole JSON
// body, the two kept in step (usePolicyEditor). The exact PUT _ilm/policy/{name} shows before it
// is sent; the engine's refusal stays in the dialog with everything typed. A policy Elasticsearch
// manages itself warns that it may write over changes. Closing with changes asks first.
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { useIlmPolicyListQuery, useIlmPolicyPutMutation } from './ilmApi';
import { refusalText, sendProblem } from './editorMessages';
import { PolicyFormView } from './PolicyFormView';
import { PolicyJsonEditor } from './PolicyJsonEditor';
import { PolicyRequest } from './PolicyRequest';
import type { IlmPolicyRow } from './policyRows';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import { ListEditorDialog } from '../../../components/ListScreen/ListEditorDialog';
import { discardTexts } from '../../../components/ListScreen/listTexts';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { usePolicyEditor, type EditorMode } from './usePolicyEditor';
import { NameField } from '../../../components/FormDialog/NameField';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

export type PolicyEditorState = EditorState<IlmPolicyRow>;

interface DialogProps {
  state: PolicyEditorState;
  onClose: () => void;
}

export function PolicyEditorDialog({ state, onClose }: DialogProps) {
  const { t } = useTranslation();
  return (
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={discardTexts(t, 'lifecycle.ilm')}
      title={(editing) =>
        editing
          ? t('lifecycle.ilm.editor.editTitle', { name: editing.name })
          : t('lifecycle.ilm.editor.createTitle')
      }
      size={900}
      maw="95vw"
    >
      {(editing, guard) => <PolicyEditorForm editing={editing} guard={guard} />}
    </ListEditorDialog>
  );
}

function PolicyEditorForm({
  editing,
  guard,
}: {
  editing: IlmPolicyRow | null;
  guard: DiscardGuard;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const editor = usePolicyEditor(editing?.policy ?? null);
  const [name, setName] = useState(editing?.name ?? '');
  const listed = useIlmPolicyListQuery();
  const [put, saving] = useIlmPolicyPutMutation();
  const trimmed = name.trim();
  const taken = editing === null && (listed.data?.some((row) => row.name === trimmed) ?? false);
  useReportChanges(guard, editor.changed || (editing === null && trimmed !== ''));
  const problem = sendProblem(t, editor, trimmed);
  const refusal = refusalText(t, editor);
  // An edit makes an earlier refusal old.
  const edited = () => saving.reset();
  const modes = [
    { value: 'form', label: t('lifecycle.ilm.editor.formMode') },
    { value: 'json', label: t('lifecycle.ilm.editor.jsonMode') },
  ] as const;

  return (
    <CallDialogForm
      need={WRITE_NEEDS.ilmPolicies}
      feedback={feedback}
      send={async () => {
        if (!editor.body.ok) return null;
        const answer = await put({ name: trimmed, body: editor.body.body }).unwrap();
        guard.saved();
        return answer;
      }}
      done={t(editing ? 'lifecycle.ilm.editor.saved' : 'lifecycle.ilm.editor.created', {
        name: trimmed,
      })}
      canSubmit={problem === null && !taken}
      busy={saving.isLoading}
      error={saving.error}
      onClose={guard.request}
      submitLabel={t(editing ? 'lifecycle.ilm.editor.save' : 'lifecycle.ilm.editor.create')}
    >
      {editing === null && (
        <NameField
          label={t('lifecycle.ilm.editor.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            edited();
          }}
          error={taken ? t('lifecycle.ilm.editor.nameTaken', { name: trimmed }) : null}
        />
      )}
      {editing?.managed && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} p="xs">
          <Text size="sm">{t('lifecycle.ilm.editor.managedWarning')}</Text>
        </Alert>
      )}
      <SegmentSwitch<EditorMode>
        aria-label={t('lifecycle.ilm.editor.mode')}
        data={modes}
        value={editor.mode}
        onChange={editor.setMode}
      />
      {refusal !== null && (
        <Alert color="orange" variant="light" p="xs" role="status">
          <Text size="sm">{refusal}</Text>
        </Alert>
      )}
      {editor.mode === 'form' ? (
        <PolicyFormView
          form={editor.form}
          problem={!editor.body.ok && 'field' in editor.body ? editor.body.field : null}
          onChange={(update) => {
            editor.changeForm(update);
            edited();
          }}
        />
      ) : (
        <PolicyJsonEditor
          text={editor.text}
          onChange={(text) => {
            editor.changeText(text);
            edited();
          }}
        />
      )}
      <PolicyRequest
        name={trimmed}
        body={editor.body.ok ? editor.body.body : null}
        problem={problem}
      />
    </CallDialogForm>
  );
}
