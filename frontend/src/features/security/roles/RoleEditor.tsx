// The role editor's body, in two steps. Editing: the name, the form or the JSON, why the body
// cannot be sent. Review checks the document-level queries on their indices first (an invalid one
// keeps the editor in its step with the engine's explanation) and then shows what will change
// (RoleChangePreview); Save sends the PUT. The engine's refusal stays in the dialog, and Back
// returns to the input, all of it kept.
import { useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useEngine } from '../../../engine/useEngine';
import { roleWritePath } from '../../../api/operations/securityRoleEditor';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { DialogForm } from '../../../components/FormDialog/FormDialog';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import type { SecurityRole } from '../../../engine/securityRoles';
import { securityApi } from '../securityApi';
import { usePutSecurityRoleMutation } from './roleEditorApi';
import { RoleChangePreview } from './RoleChangePreview';
import type { RoleModel } from './roleDraft';
import { RoleDraftFields } from './RoleDraftFields';
import type { RoleFieldsProps } from './roleFieldsProps';
import { useQueryChecks } from './useQueryChecks';
import { useRoleDraft } from './useRoleDraft';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

/** What the editor opens on: a new role, a listed role to edit, or one to copy under a new name. */
export type RoleOpening =
  { kind: 'new' } | { kind: 'edit'; role: SecurityRole } | { kind: 'clone'; role: SecurityRole };

interface RoleEditorProps<Form> {
  opening: RoleOpening;
  guard: DiscardGuard;
  model: RoleModel<Form>;
  renderFields: (props: RoleFieldsProps<Form>) => ReactNode;
}

const NO_ROLES: SecurityRole[] = [];

export function RoleEditor<Form>({ opening, guard, model, renderFields }: RoleEditorProps<Form>) {
  const { t } = useTranslation();
  const engine = useEngine();
  const listed = opening.kind === 'new' ? null : model.writable(opening.role.definition);
  const editor = useRoleDraft(
    model,
    { name: opening.kind === 'edit' ? opening.role.name : '', definition: listed ?? {} },
    guard,
  );
  const checks = useQueryChecks(engine.security === 'opendistro');
  const [reviewing, setReviewing] = useState(false);
  const [put, { isLoading, error, reset }] = usePutSecurityRoleMutation();
  const roles = securityApi.endpoints.securityRoles.useQuery().data ?? NO_ROLES;
  const name = editor.name.trim();
  const taken = opening.kind !== 'edit' && roles.some((role) => role.name === name);
  const body = editor.body.ok ? editor.body.value : null;

  if (reviewing && body !== null) {
    return (
      <CallDialogForm
        need={WRITE_NEEDS.roles}
        send={async () => {
          const answer = await put({ name, body }).unwrap();
          guard.saved();
          return answer;
        }}
        done={t(
          opening.kind === 'edit' ? 'security.roleEditor.saved' : 'security.roleEditor.created',
          { name },
        )}
        canSubmit
        busy={isLoading}
        error={error}
        onClose={guard.request}
        submitLabel={t('security.roleEditor.save')}
        extraAction={
          <Button
            variant="default"
            onClick={() => {
              reset();
              setReviewing(false);
            }}
          >
            {t('security.roleEditor.back')}
          </Button>
        }
      >
        <RoleChangePreview
          name={name}
          request={`PUT ${roleWritePath(engine, name)}`}
          before={opening.kind === 'edit' ? listed : null}
          after={body}
        />
      </CallDialogForm>
    );
  }
  return (
    <DialogForm
      need={WRITE_NEEDS.roles}
      onSubmit={async () => {
        if (body !== null && (await checks.run(body))) setReviewing(true);
      }}
      canSubmit={name !== '' && !taken && body !== null}
      busy={checks.checking}
      onClose={guard.request}
      closeLabel={t('components.formDialog.close')}
      submitLabel={t('security.roleEditor.review')}
      error={
        (editor.problem !== null || checks.unchecked) && (
          <Text size="sm" c={editor.problem !== null ? 'red' : 'orange'} role="status">
            {editor.problem ?? t('security.roleEditor.queryUnchecked')}
          </Text>
        )
      }
    >
      <RoleDraftFields
        editor={editor}
        nameFixed={opening.kind === 'edit'}
        nameTaken={taken}
        refusals={checks.refusals}
        onEdit={checks.clear}
        renderFields={renderFields}
      />
    </DialogForm>
  );
}
