// The editing step of the role editor: the name (fixed for a role that exists, refused when a
// listed role has it), the switch between the form and the JSON, and the shown view. A switch
// the text does not allow stays in JSON with the reason; invalid document-level queries are
// explained at their entry (in JSON, above the text).
import type { ReactNode } from 'react';
import { Alert, List } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { DraftModeSwitch } from '../../../components/FormDialog/DraftModeSwitch';
import { draftTextProblem } from '../../../components/FormDialog/draftTextProblem';
import { NameField } from '../../../components/FormDialog/NameField';
import type { RoleFieldsProps } from './roleFieldsProps';
import type { RoleDraftState } from './useRoleDraft';

interface RoleDraftFieldsProps<Form> {
  editor: RoleDraftState<Form>;
  nameFixed: boolean;
  nameTaken: boolean;
  refusals: ReadonlyMap<number, string>;
  /** Called on every edit (the last check and refusal are forgotten). */
  onEdit: () => void;
  renderFields: (props: RoleFieldsProps<Form>) => ReactNode;
}

export function RoleDraftFields<Form>(props: RoleDraftFieldsProps<Form>) {
  const { editor, refusals, onEdit } = props;
  const { t } = useTranslation();
  const { draft } = editor;
  return (
    <>
      <NameField
        label={t('security.roleEditor.name')}
        value={editor.name}
        onChange={(name) => {
          editor.setName(name);
          onEdit();
        }}
        error={props.nameTaken && t('security.roleEditor.nameTaken', { name: editor.name.trim() })}
        fixed={props.nameFixed}
      />
      <DraftModeSwitch
        editor={editor}
        label={t('security.roleEditor.mode')}
        modeLabels={{ form: t('security.roleEditor.form'), json: t('security.roleEditor.json') }}
      />
      {draft.mode === 'form' ? (
        props.renderFields({
          form: draft.form,
          onChange: (form) => {
            editor.setDraft({ ...draft, form });
            onEdit();
          },
          refusals,
        })
      ) : (
        <>
          {refusals.size > 0 && (
            <Alert color="red" p="xs" role="alert" title={t('security.roleEditor.queryInvalid')}>
              <List size="sm">
                {[...refusals].map(([index, explanation]) => (
                  <List.Item key={index}>
                    {t('security.roleEditor.queryInvalidAt', { number: index + 1, explanation })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <CodeEditor
            value={draft.text}
            onChange={(text) => {
              editor.setDraft({ ...draft, text });
              onEdit();
            }}
            height={420}
            label={t('security.roleEditor.body')}
            problem={draftTextProblem(editor)}
          />
        </>
      )}
    </>
  );
}
