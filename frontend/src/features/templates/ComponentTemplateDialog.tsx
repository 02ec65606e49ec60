// The component template dialog: a new one's name, or an existing one's (fixed), and its body
// as JSON, started from empty settings, mappings and aliases or from the template as listed.
// A body that is not a JSON object is marked and nothing is sent; otherwise the exact
// PUT _component_template/{name} shows before it is sent. The cluster's refusal stays in the
// dialog.
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { componentTemplatePath } from '../../api/operations/templates';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { CallDialogForm } from '../../components/FormDialog/CallDialogForm';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import { componentTemplateText, NEW_COMPONENT_TEMPLATE_BODY } from './componentTemplate';
import { parseJsonObject } from './jsonObject';
import { jsonProblemMessage } from './jsonProblem';
import type { TemplateRow } from './templateRows';
import { TemplateRequest } from './TemplateRequest';
import { usePutComponentTemplateMutation } from './templatesApi';
import { useFeedback } from './useFeedback';

/** Closed, a new template, or the listed template to edit. */
export type TemplateDialogState = { kind: 'new' } | { kind: 'edit'; row: TemplateRow } | null;

interface DialogProps {
  state: TemplateDialogState;
  onClose: () => void;
}

export function ComponentTemplateDialog({ state, onClose }: DialogProps) {
  const { t } = useTranslation();
  const editing = state?.kind === 'edit' ? state.row : null;
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={
        editing
          ? t('templates.component.editTitle', { name: editing.name })
          : t('templates.component.createTitle')
      }
      size={720}
    >
      <ComponentTemplateForm editing={editing} onClose={onClose} />
    </FormDialog>
  );
}

function ComponentTemplateForm({
  editing,
  onClose,
}: {
  editing: TemplateRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [name, setName] = useState(editing?.name ?? '');
  const [text, setText] = useState(() =>
    editing ? componentTemplateText(editing.source) : NEW_COMPONENT_TEMPLATE_BODY,
  );
  const [put, { isLoading, error, reset }] = usePutComponentTemplateMutation();
  const trimmed = name.trim();
  const parsed = parseJsonObject(text);
  const problem = parsed.ok ? null : jsonProblemMessage(t, text, parsed.problem);

  return (
    <CallDialogForm
      feedback={feedback}
      send={() => put({ name: trimmed, body: parsed.ok ? parsed.value : {} }).unwrap()}
      done={t(editing ? 'templates.component.saved' : 'templates.component.created', {
        name: trimmed,
      })}
      canSubmit={trimmed !== '' && parsed.ok}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={t(editing ? 'templates.component.save' : 'templates.component.create')}
    >
      <TextInput
        label={t('templates.component.name')}
        withAsterisk
        data-autofocus={editing ? undefined : true}
        readOnly={editing !== null}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          reset();
        }}
      />
      <CodeEditor
        value={text}
        onChange={(next) => {
          setText(next);
          reset();
        }}
        height={300}
        label={t('templates.component.body')}
        problem={problem}
      />
      <TemplateRequest
        method="PUT"
        path={componentTemplatePath(trimmed)}
        body={parsed.ok ? parsed.value : null}
        problem={problem?.message ?? null}
        testId="component-template-request"
      />
    </CallDialogForm>
  );
}
