// The composable template editor: name (fixed when editing), index patterns, priority, the
// component templates in order, the data stream switch, and the template's own settings,
// mappings and aliases as JSON. Preview asks the engine what a matching index would get and
// which other templates overlap (TemplatePreview); the exact PUT _index_template/{name} shows
// before it is sent. A section that is not a JSON object is marked and nothing is sent; the
// cluster's refusal of a save or a preview stays in the dialog. A new one may not take the name
// of a listed one (that PUT would replace it). Closing with changes asks first.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { indexTemplatePath } from '../../api/operations/templates';
import { ComponentTemplatesPicker } from './ComponentTemplatesPicker';
import {
  composableFormChanged,
  composableTemplateBody,
  composableTemplateForm,
  NEW_COMPOSABLE_TEMPLATE,
  type ComposableTemplateForm,
} from './composableTemplate';
import { jsonProblemMessage } from './jsonProblem';
import { TemplatePreviewPanel, useTemplatePreview } from './useTemplatePreview';
import { TemplateSaveForm, useNameTaken, type TemplateFormProps } from './TemplateDialogFrame';
import { TemplateFields } from './TemplateFields';
import { sectionLabel, TemplateSectionsEditor } from './TemplateSectionsEditor';
import { usePutIndexTemplateMutation, useTemplateListQuery } from './templatesApi';
import { useReportChanges } from '../../components/FormDialog/useDiscardGuard';

type Update = (form: ComposableTemplateForm) => ComposableTemplateForm;

/** The composable template editor's form, in the templates' dialog (TemplateDialog). */
export function ComposableTemplateForm({ editing, guard }: TemplateFormProps) {
  const { t } = useTranslation();
  const [opened] = useState(() =>
    editing ? composableTemplateForm(editing.source) : NEW_COMPOSABLE_TEMPLATE,
  );
  const [form, setForm] = useState(opened);
  useReportChanges(guard, composableFormChanged(opened, form));
  const [put, saving] = usePutIndexTemplateMutation();
  const preview = useTemplatePreview(form.priority);
  const components = useTemplateListQuery('_component_template', {
    refetchOnMountOrArgChange: true,
  });
  const built = composableTemplateBody(form);
  const name = form.name.trim();
  const taken = useNameTaken('_index_template', editing, name);
  const ready = built.ok && name !== '' && form.indexPatterns.length > 0;
  const problem = built.ok
    ? null
    : {
        section: built.section,
        problem: jsonProblemMessage(
          t,
          form.sections[built.section],
          built.problem,
          sectionLabel(t, built.section),
        ),
      };
  // An edit makes an earlier preview and refusal old.
  const change = (update: Update) => {
    setForm(update);
    saving.reset();
    preview.clear();
  };

  return (
    <TemplateSaveForm
      kind="composable"
      editing={editing}
      guard={guard}
      name={name}
      save={() => put({ name, body: built.ok ? built.body : {} }).unwrap()}
      canSubmit={ready && !taken}
      saving={saving}
      request={{
        path: indexTemplatePath(name),
        body: built.ok ? built.body : null,
        problem: problem?.problem.message ?? null,
        testId: 'index-template-request',
      }}
      extraAction={
        <Button
          variant="light"
          leftSection={<IconEye size={14} />}
          disabled={!ready}
          loading={preview.busy}
          onClick={() => built.ok && preview.run(name, built.body)}
        >
          {t('templates.composable.preview')}
        </Button>
      }
      below={<TemplatePreviewPanel preview={preview} />}
    >
      <TemplateFields
        form={form}
        nameFixed={editing !== null}
        nameError={taken ? t('templates.composable.nameTaken', { name }) : null}
        onChange={(patch) => change((current) => ({ ...current, ...patch }))}
      />
      <ComponentTemplatesPicker
        value={form.composedOf}
        onChange={(composedOf) => change((current) => ({ ...current, composedOf }))}
        available={components.data?.map((row) => row.name)}
      />
      <TemplateSectionsEditor
        sections={form.sections}
        onChange={(section, text) =>
          change((current) => ({ ...current, sections: { ...current.sections, [section]: text } }))
        }
        problem={problem}
      />
    </TemplateSaveForm>
  );
}
