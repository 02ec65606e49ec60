// The ISM policy editor's form: a new policy's id (refused when a listed policy has it), the body
// {"policy": {...}} in the JSON editor, under it the states as read from the text (or why the
// text cannot be sent), and the exact request, with if_seq_no and if_primary_term when it
// updates. A refused save shows the cluster's reason in place and keeps the text.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { putIsmPolicyPath } from '../../../api/operations/ism';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../../lib/json';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { IsmPolicySummary, readingProblem } from './IsmPolicySummary';
import { newPolicyBody, policyEditText, readPolicyText } from './ismPolicyEditing';
import type { IsmPolicyRow } from './ismPolicyRows';
import { usePutIsmPolicyMutation } from './ismApi';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { NameField } from '../../../components/FormDialog/NameField';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface IsmPolicyFormProps {
  editing: IsmPolicyRow | null;
  listed: readonly IsmPolicyRow[];
  guard: DiscardGuard;
}

export function IsmPolicyForm({ editing, listed, guard }: IsmPolicyFormProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [opened] = useState(() => ({
    id: editing?.id ?? '',
    text: editing
      ? policyEditText(editing.policy)
      : stringifyJson(newPolicyBody(t('lifecycle.ism.editor.exampleDescription')), 2),
  }));
  const [id, setId] = useState(opened.id);
  const [text, setText] = useState(opened.text);
  const [put, { isLoading, error, reset }] = usePutIsmPolicyMutation();
  const trimmed = id.trim();
  const taken = editing === null && listed.some((row) => row.id === trimmed);
  const reading = readPolicyText(text);
  const problem = readingProblem(t, text, reading);
  const sendable = reading.kind === 'policy' && reading.problems.length === 0;
  const version = editing?.version ?? null;
  useReportChanges(guard, id !== opened.id || text !== opened.text);

  return (
    <CallDialogForm
      need={WRITE_NEEDS.ismPolicies}
      feedback={feedback}
      send={async () => {
        const body = reading.kind === 'policy' ? reading.body : {};
        const answer = await put({ id: trimmed, body, version }).unwrap();
        guard.saved();
        return answer;
      }}
      done={t(editing ? 'lifecycle.ism.editor.saved' : 'lifecycle.ism.editor.created', {
        id: trimmed,
      })}
      canSubmit={trimmed !== '' && !taken && sendable}
      busy={isLoading}
      error={error}
      onClose={guard.request}
      submitLabel={t(editing ? 'lifecycle.ism.editor.save' : 'lifecycle.ism.editor.create')}
    >
      <NameField
        label={t('lifecycle.ism.editor.id')}
        value={id}
        onChange={(value) => {
          setId(value);
          reset();
        }}
        error={taken && t('lifecycle.ism.editor.idTaken', { id: trimmed })}
        fixed={editing !== null}
      />
      <CodeEditor
        value={text}
        onChange={(next) => {
          setText(next);
          reset();
        }}
        height={300}
        label={t('lifecycle.ism.editor.body')}
        problem={problem}
      />
      <IsmPolicySummary reading={reading} problem={problem?.message ?? null} />
      {sendable && trimmed !== '' && (
        <RequestPreview
          request={{ method: 'PUT', path: putIsmPolicyPath(trimmed, version), body: reading.body }}
          note={version ? t('lifecycle.ism.editor.versionNote') : null}
          testId="ism-policy-request"
        />
      )}
    </CallDialogForm>
  );
}
