// The component template dialog: a new one's name, or an existing one's (fixed), and its body
// as JSON, started from empty settings, mappings and aliases or from the template as listed.
// A body that is not a JSON object is marked and nothing is sent; otherwise the exact
// PUT _component_template/{name} shows before it is sent. The cluster's refusal stays in the
// dialog. A new one may not take the name of a listed one (that PUT would replace it): the
// field says to edit that one instead. Closing with changes asks first (TemplateDialogFrame).
import { useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { componentTemplatePath } from '../../api/operations/templates';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { componentTemplateText, NEW_COMPONENT_TEMPLATE_BODY } from './componentTemplate';
import { parseJsonObject } from './jsonObject';
import { jsonProblemMessage } from './jsonProblem';
import { TemplateSaveForm, useNameTaken, type TemplateFormProps } from './TemplateDialogFrame';
import { usePutComponentTemplateMutation } from './templatesApi';
import { useReportChanges } from '../../components/FormDialog/useDiscardGuard';
import { NameField } from '../../components/FormDialog/NameField';

/** The component template editor's form, in the templates' dialog (TemplateDialog). */
export function ComponentTemplateForm({ editing, guard }: TemplateFormProps) {
  const { t } = useTranslation();
  const [opened] = useState(() => ({
    name: editing?.name ?? '',
    text: editing ? componentTemplateText(editing.source) : NEW_COMPONENT_TEMPLATE_BODY,
  }));
  const [name, setName] = useState(opened.name);
  const [text, setText] = useState(opened.text);
  const [put, saving] = usePutComponentTemplateMutation();
  const trimmed = name.trim();
  const taken = useNameTaken('_component_template', editing, trimmed);
  const parsed = parseJsonObject(text);
  const problem = parsed.ok ? null : jsonProblemMessage(t, text, parsed.problem);
  useReportChanges(guard, name !== opened.name || text !== opened.text);

  return (
    <TemplateSaveForm
      kind="component"
      editing={editing}
      guard={guard}
      name={trimmed}
      save={() => put({ name: trimmed, body: parsed.ok ? parsed.value : {} }).unwrap()}
      canSubmit={trimmed !== '' && !taken && parsed.ok}
      saving={saving}
      request={{
        path: componentTemplatePath(trimmed),
        body: parsed.ok ? parsed.value : null,
        problem: problem?.message ?? null,
        testId: 'component-template-request',
      }}
    >
      <NameField
        label={t('templates.component.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          saving.reset();
        }}
        error={taken && t('templates.component.nameTaken', { name: trimmed })}
        fixed={editing !== null}
      />
      <CodeEditor
        value={text}
        onChange={(next) => {
          setText(next);
          saving.reset();
        }}
        height={300}
        label={t('templates.component.body')}
        problem={problem}
      />
    </TemplateSaveForm>
  );
}
