// The user editor's form: the name (fixed once the user exists), the password typed twice
// (required for a new user; left empty to keep the current one), then each engine's own fields:
// Elasticsearch's full name, e-mail, roles, metadata and enabled; OpenSearch's backend roles,
// roles given directly, attributes and description. Roles are offered from the cluster's roles
// and may be typed; on OpenSearch, the roles whose mapping names the user too. Under them, the
// requests that will be sent, the password masked. A refused
// save shows the cluster's reason in place and keeps everything typed.
import { useState } from 'react';
import { PasswordInput, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { userPath } from '../../../api/operations/security';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { NameField } from '../../../components/FormDialog/NameField';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { useEngine } from '../../../engine/useEngine';
import {
  SECURITY_ROLES,
  SECURITY_USERS,
  usePatchOpensearchRoleMappingsMutation,
  useSaveSecurityUserMutation,
} from '../securityApi';
import { MappingPatchPreview, useMappedRoles } from './MappedRolesField';
import type { UserRow } from './userColumns';
import { draftProblem, shownRequest, userDraft, userRequest, type UserDraft } from './userDraft';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface UserFormProps {
  editing: UserRow | null;
  guard: DiscardGuard;
}

const NO_NAMES: string[] = [];

export function UserForm({ editing, guard }: UserFormProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const engine = useEngine();
  const api = engine.security;
  const [opened] = useState(() => userDraft(editing));
  const [draft, setDraft] = useState(opened);
  const [save, { isLoading, error, reset }] = useSaveSecurityUserMutation();
  const [patchMappings, patching] = usePatchOpensearchRoleMappingsMutation();
  const roleNames = useScreenQuery(SECURITY_ROLES).data?.map((role) => role.name) ?? NO_NAMES;
  const listed = useScreenQuery(SECURITY_USERS).data;
  const name = draft.name.trim();
  const taken = editing === null && (listed?.some((user) => user.name === name) ?? false);
  const problem = draftProblem(draft, editing === null, api);
  const request = problem === null ? userRequest(draft, editing, api) : null;
  const mapped = useMappedRoles(api === 'opendistro', editing?.name ?? null, roleNames, () =>
    patching.reset(),
  );
  const mappingOperations = mapped.patch(name);
  // An OpenSearch patch with no operation changes nothing: it is not sent.
  const userChanges =
    request !== null && !(Array.isArray(request.body) && request.body.length === 0);
  useReportChanges(guard, mapped.changed || JSON.stringify(draft) !== JSON.stringify(opened));

  const change = (patch: Partial<UserDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    reset();
  };
  const field = (key: 'fullName' | 'email' | 'description') => ({
    label: t(`security.users.editor.${key}`),
    value: draft[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      change({ [key]: event.currentTarget.value }),
  });
  const shownProblem = problem === 'nameMissing' || problem === 'passwordMissing' ? null : problem;

  return (
    <CallDialogForm
      need={WRITE_NEEDS.users}
      feedback={feedback}
      send={async () => {
        if (request === null) return null;
        const answer = userChanges ? await save({ name, request }).unwrap() : null;
        const mappingAnswer =
          mappingOperations.length > 0 ? await patchMappings(mappingOperations).unwrap() : null;
        guard.saved();
        return answer ?? mappingAnswer;
      }}
      done={t(editing ? 'security.users.editor.saved' : 'security.users.editor.created', { name })}
      canSubmit={request !== null && !taken && (userChanges || mappingOperations.length > 0)}
      busy={isLoading || patching.isLoading}
      error={error ?? patching.error}
      onClose={guard.request}
      submitLabel={t(editing ? 'security.users.editor.save' : 'security.users.editor.create')}
    >
      <NameField
        label={t('security.users.editor.name')}
        value={draft.name}
        onChange={(value) => change({ name: value })}
        error={taken && t('security.users.editor.nameTaken', { name })}
        fixed={editing !== null}
      />
      <PasswordInput
        label={t('security.users.editor.password')}
        description={editing ? t('security.users.editor.passwordKeep') : undefined}
        withAsterisk={editing === null}
        autoComplete="new-password"
        value={draft.password}
        onChange={(event) => change({ password: event.currentTarget.value })}
        error={shownProblem === 'passwordShort' && t('security.users.editor.passwordShort')}
      />
      <PasswordInput
        label={t('security.users.editor.confirmation')}
        autoComplete="new-password"
        value={draft.confirmation}
        onChange={(event) => change({ confirmation: event.currentTarget.value })}
        error={shownProblem === 'passwordMismatch' && t('security.users.editor.passwordMismatch')}
      />
      {api !== 'opendistro' ? (
        <>
          <TextInput {...field('fullName')} />
          <TextInput {...field('email')} type="email" />
          <TagsInput
            label={t('security.users.editor.roles')}
            data={roleNames}
            value={draft.roles}
            onChange={(roles) => change({ roles })}
            clearable
          />
          <Switch
            label={t('security.users.editor.enabled')}
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.currentTarget.checked })}
          />
        </>
      ) : (
        <>
          <TagsInput
            label={t('security.users.editor.backendRoles')}
            value={draft.backendRoles}
            onChange={(backendRoles) => change({ backendRoles })}
            clearable
          />
          <TagsInput
            label={t('security.users.editor.directRoles')}
            data={roleNames}
            value={draft.roles}
            onChange={(roles) => change({ roles })}
            clearable
          />
          <TextInput {...field('description')} />
          {mapped.field}
        </>
      )}
      <CodeEditor
        value={draft.metadataText}
        onChange={(metadataText) => change({ metadataText })}
        height={120}
        label={t(
          api !== 'opendistro'
            ? 'security.users.editor.metadata'
            : 'security.users.editor.attributes',
        )}
        problem={
          shownProblem === 'metadataInvalid' || shownProblem === 'attributesNotText'
            ? { position: 0, message: t(`security.users.editor.${shownProblem}`) }
            : null
        }
      />
      {request !== null && userChanges && name !== '' && (
        <RequestPreview
          request={{
            method: request.method,
            path: userPath(engine.security, name),
            body: shownRequest(request).body,
          }}
          note={t('security.users.editor.passwordNote')}
        />
      )}
      {request !== null && name !== '' && <MappingPatchPreview operations={mappingOperations} />}
    </CallDialogForm>
  );
}
