// The Elasticsearch role mapping editor: a new mapping's name (refused when a listed mapping has
// it) or an existing one's (fixed), and its body in the form or as JSON, kept in step. Before an
// edited mapping is saved, the change shows as a diff; the exact PUT _security/role_mapping/{name}
// shows before it is sent, and the engine's refusal stays in the dialog with everything typed. A
// second tab tries the draft on a user. Closing with changes asks first.
import { useMemo, useState } from 'react';
import { Tabs, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { elasticsearchMappingPath } from '../../../api/operations/securityMappings';
import type { RoleMappingRow } from '../../../engine/roleMappings';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { DraftModeSwitch } from '../../../components/FormDialog/DraftModeSwitch';
import { NameField } from '../../../components/FormDialog/NameField';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { ChangePreview } from '../ChangePreview';
import { SECURITY_ROLES } from '../securityApi';
import { bodyText, listedBody, NEW_MAPPING } from './mappingDraft';
import { MappingDialog } from './MappingDialog';
import { MappingFormFields } from './MappingFormFields';
import { MappingTester } from './MappingTester';
import { usePutRoleMappingMutation } from './mappingsApi';
import { useMappingEditor } from './useMappingEditor';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface DialogProps {
  state: EditorState<RoleMappingRow>;
  /** The listed mappings, as GET answered them. */
  mappings: Record<string, unknown>;
  onClose: () => void;
}

const nameOf = (row: RoleMappingRow) => row.name;

export function MappingEditorDialog({ state, mappings, onClose }: DialogProps) {
  return (
    <MappingDialog state={state} onClose={onClose} nameOf={nameOf} size={960}>
      {(editing, guard) => <MappingEditor editing={editing} mappings={mappings} guard={guard} />}
    </MappingDialog>
  );
}

interface EditorProps {
  editing: RoleMappingRow | null;
  mappings: Record<string, unknown>;
  guard: DiscardGuard;
}

function MappingEditor({ editing, mappings, guard }: EditorProps) {
  const { t } = useTranslation();
  const opened = editing ? listedBody(mappings, editing.name) : null;
  const editor = useMappingEditor(editing?.name ?? '', opened, NEW_MAPPING, guard);
  const roles = useScreenQuery(SECURITY_ROLES);
  const roleNames = useMemo(() => roles.data?.map((role) => role.name) ?? [], [roles.data]);
  const [tab, setTab] = useState<string | null>('mapping');
  const [put, { isLoading, error, reset }] = usePutRoleMappingMutation();
  const name = editor.name.trim();
  const taken = editing === null && Object.hasOwn(mappings, name);
  const { draft, body } = editor;
  const draftMappings = useMemo(
    () => (body.ok ? { [name || t('security.mappings.tester.draft')]: body.body } : {}),
    [body, name, t],
  );

  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="mapping">{t('security.mappings.editor.mappingTab')}</Tabs.Tab>
        <Tabs.Tab value="test">{t('security.mappings.tester.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="mapping">
        <CallDialogForm
          need={WRITE_NEEDS.roleMappings}
          send={async () => {
            const answer = await put({ name, body: body.ok ? body.body : {} }).unwrap();
            guard.saved();
            return answer;
          }}
          done={t(editing ? 'security.mappings.editor.saved' : 'security.mappings.editor.created', {
            name,
          })}
          canSubmit={name !== '' && !taken && body.ok}
          busy={isLoading}
          error={error}
          onClose={guard.request}
          submitLabel={t(
            editing ? 'security.mappings.editor.save' : 'security.mappings.editor.create',
          )}
        >
          <NameField
            label={t('security.mappings.editor.name')}
            value={editor.name}
            onChange={(value) => {
              editor.setName(value);
              reset();
            }}
            error={taken && t('security.mappings.editor.nameTaken', { name })}
            fixed={editing !== null}
          />
          <DraftModeSwitch
            editor={editor}
            label={t('security.mappings.editor.mode')}
            modeLabels={{
              form: t('security.mappings.editor.form'),
              json: t('security.mappings.editor.json'),
            }}
          />
          {draft.mode === 'form' ? (
            <MappingFormFields
              form={draft.form}
              roleNames={roleNames}
              onChange={(form) => {
                editor.setDraft({ ...draft, form });
                reset();
              }}
            />
          ) : (
            <CodeEditor
              value={draft.text}
              onChange={(text) => {
                editor.setDraft({ ...draft, text });
                reset();
              }}
              height={360}
              label={t('security.mappings.editor.body')}
              problem={body.ok ? null : { position: 0, message: editor.problem ?? '' }}
            />
          )}
          {editing && body.ok && (
            <>
              <ChangePreview
                title={t('security.change.title')}
                before={editor.openedText}
                after={bodyText(body.body)}
              />
              <Text size="xs" c="dimmed">
                {t('security.mappings.editor.usersDepend')}
              </Text>
            </>
          )}
          <RequestPreview
            request={
              body.ok
                ? { method: 'PUT', path: elasticsearchMappingPath(name), body: body.body }
                : null
            }
            problem={editor.problem}
            testId="mapping-request"
          />
        </CallDialogForm>
      </Tabs.Panel>
      <Tabs.Panel value="test">
        {body.ok ? (
          <MappingTester mappings={draftMappings} />
        ) : (
          <Text size="sm" c="red" role="status">
            {editor.problem}
          </Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
