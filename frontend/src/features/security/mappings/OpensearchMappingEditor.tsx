// The OpenSearch mapping editor: a new mapping's role (refused when the role is mapped already) or
// an existing one's (fixed), and the users, backend roles and hosts that give it. Before saving,
// the change shows as a diff with the internal users who would gain or lose the role; the exact
// PUT _plugins/_security/api/rolesmapping/{role} shows before it is sent, and the plugin's refusal
// stays in the dialog. Closing with changes asks first.
import { useMemo, useState } from 'react';
import { Stack, TagsInput, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import {
  opensearchMappingPath,
  type OpensearchMappingRow,
} from '../../../api/operations/securityMappings';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { NameField } from '../../../components/FormDialog/NameField';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { ChangePreview } from '../ChangePreview';
import colours from '../changeColours.module.css';
import { SECURITY_USERS } from '../securityApi';
import { bodyText } from './mappingDraft';
import { MappingDialog } from './MappingDialog';
import { usePutRoleMappingMutation } from './mappingsApi';
import {
  opensearchBody,
  opensearchForm,
  roleHolders,
  writableSource,
  type OpensearchMappingForm,
} from './opensearchDraft';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface DialogProps {
  state: EditorState<OpensearchMappingRow>;
  mappings: readonly OpensearchMappingRow[];
  /** The roles mapped already, refused as a new mapping's role. */
  mappedRoles: readonly string[];
  onClose: () => void;
}

const roleOf = (row: OpensearchMappingRow) => row.role;

export function OpensearchMappingEditorDialog(props: DialogProps) {
  return (
    <MappingDialog state={props.state} onClose={props.onClose} nameOf={roleOf} size={760}>
      {(editing, guard) => (
        <MappingEditor
          editing={editing}
          mappings={props.mappings}
          mappedRoles={props.mappedRoles}
          guard={guard}
        />
      )}
    </MappingDialog>
  );
}

interface EditorProps {
  editing: OpensearchMappingRow | null;
  mappings: readonly OpensearchMappingRow[];
  mappedRoles: readonly string[];
  guard: DiscardGuard;
}

function MappingEditor({ editing, mappings, mappedRoles, guard }: EditorProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => opensearchForm(editing));
  const [put, { isLoading, error, reset }] = usePutRoleMappingMutation();
  const role = form.role.trim();
  const taken = editing === null && mappedRoles.includes(role);
  const body = useMemo(() => opensearchBody(editing, form), [editing, form]);
  const before = editing ? bodyText(writableSource(editing.source)) : '';
  useReportChanges(
    guard,
    editing ? bodyText(body) !== before : role !== '' || form.users.length > 0,
  );
  const set = (patch: Partial<OpensearchMappingForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    reset();
  };
  const list = (key: 'users' | 'backendRoles' | 'hosts') => (
    <TagsInput
      label={t(`security.mappings.columns.${key}`)}
      value={form[key]}
      onChange={(value) => set({ [key]: value })}
    />
  );

  return (
    <CallDialogForm
      need={WRITE_NEEDS.roleMappings}
      send={async () => {
        const answer = await put({ name: role, body }).unwrap();
        guard.saved();
        return answer;
      }}
      done={t(editing ? 'security.mappings.editor.saved' : 'security.mappings.editor.created', {
        name: role,
      })}
      canSubmit={role !== '' && !taken}
      busy={isLoading}
      error={error}
      onClose={guard.request}
      submitLabel={t(editing ? 'security.mappings.editor.save' : 'security.mappings.editor.create')}
    >
      <NameField
        label={t('security.mappings.columns.role')}
        value={form.role}
        onChange={(value) => set({ role: value })}
        error={taken && t('security.mappings.editor.roleTaken', { name: role })}
        fixed={editing !== null}
      />
      {list('users')}
      {list('backendRoles')}
      {list('hosts')}
      {editing && (
        <ChangePreview title={t('security.change.title')} before={before} after={bodyText(body)} />
      )}
      {role !== '' && <Holders mappings={mappings} form={{ ...form, role }} />}
      <RequestPreview
        request={role === '' ? null : { method: 'PUT', path: opensearchMappingPath(role), body }}
        problem={t('security.mappings.editor.roleMissing')}
        testId="mapping-request"
      />
    </CallDialogForm>
  );
}

/** The internal users who would gain or lose the role with this mapping. */
function Holders({
  mappings,
  form,
}: {
  mappings: readonly OpensearchMappingRow[];
  form: OpensearchMappingForm;
}) {
  const { t } = useTranslation();
  const users = useScreenQuery(SECURITY_USERS);
  const holders = useMemo(
    () => (users.data ? roleHolders(mappings, form, users.data) : null),
    [mappings, form, users.data],
  );
  if (holders === null) return null;
  const none = holders.gained.length === 0 && holders.lost.length === 0;
  return (
    <Stack gap={2} role="status" aria-label={t('security.mappings.editor.holders')}>
      {none && <Text size="sm">{t('security.mappings.editor.nobodyChanges')}</Text>}
      {holders.gained.length > 0 && (
        <Text size="sm" className={colours.added}>
          {t('security.mappings.editor.gain', { users: holders.gained.join(', ') })}
        </Text>
      )}
      {holders.lost.length > 0 && (
        <Text size="sm" className={colours.removed}>
          {t('security.mappings.editor.lose', { users: holders.lost.join(', ') })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('security.mappings.editor.holdersNote')}
      </Text>
    </Stack>
  );
}
