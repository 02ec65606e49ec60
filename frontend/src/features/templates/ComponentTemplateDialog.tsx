// The component template dialog: a new one's name, or an existing one's (fixed), and its body
// as JSON, started from empty settings, mappings and aliases or from the template as listed.
// A body that is not a JSON object is marked and nothing is sent; otherwise the exact
// PUT _component_template/{name} shows before it is sent. The cluster's refusal stays in the
// dialog. A new one may not take the name of a listed one (that PUT would replace it): the
// field says to edit that one instead. Closing with changes asks first (useDiscardGuard).
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { componentTemplatePath } from '../../api/operations/templates';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { CallDialogForm } from '../../components/FormDialog/CallDialogForm';
import { componentTemplateText, NEW_COMPONENT_TEMPLATE_BODY } from './componentTemplate';
import { parseJsonObject } from './jsonObject';
import { jsonProblemMessage } from './jsonProblem';
import type { TemplateRow } from './templateRows';
import { TemplateRequest } from './TemplateRequest';
import { TemplateFormDialog } from './TemplateFormDialog';
import { usePutComponentTemplateMutation, useTemplateListQuery } from './templatesApi';
import { useDiscardGuard, useReportChanges, type DiscardGuard } from './useDiscardGuard';
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
  const guard = useDiscardGuard(onClose);
  return (
    <TemplateFormDialog
      opened={state !== null}
      onClose={guard.request}
      title={
        editing
          ? t('templates.component.editTitle', { name: editing.name })
          : t('templates.component.createTitle')
      }
      size={720}
    >
      <ComponentTemplateForm editing={editing} guard={guard} />
    </TemplateFormDialog>
  );
}

function ComponentTemplateForm({
  editing,
  guard,
}: {
  editing: TemplateRow | null;
  guard: DiscardGuard;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [opened] = useState(() => ({
    name: editing?.name ?? '',
    text: editing ? componentTemplateText(editing.source) : NEW_COMPONENT_TEMPLATE_BODY,
  }));
  const [name, setName] = useState(opened.name);
  const [text, setText] = useState(opened.text);
  const [put, { isLoading, error, reset }] = usePutComponentTemplateMutation();
  const listed = useTemplateListQuery('_component_template');
  const trimmed = name.trim();
  const taken = editing === null && (listed.data?.some((row) => row.name === trimmed) ?? false);
  const parsed = parseJsonObject(text);
  const problem = parsed.ok ? null : jsonProblemMessage(t, text, parsed.problem);
  useReportChanges(guard, name !== opened.name || text !== opened.text);

  return (
    <CallDialogForm
      feedback={feedback}
      send={async () => {
        const answer = await put({ name: trimmed, body: parsed.ok ? parsed.value : {} }).unwrap();
        guard.saved();
        return answer;
      }}
      done={t(editing ? 'templates.component.saved' : 'templates.component.created', {
        name: trimmed,
      })}
      canSubmit={trimmed !== '' && !taken && parsed.ok}
      busy={isLoading}
      error={error}
      onClose={guard.request}
      submitLabel={t(editing ? 'templates.component.save' : 'templates.component.create')}
    >
      <TextInput
        label={t('templates.component.name')}
        withAsterisk
        data-autofocus={editing ? undefined : true}
        readOnly={editing !== null}
        value={name}
        error={taken && t('templates.component.nameTaken', { name: trimmed })}
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
