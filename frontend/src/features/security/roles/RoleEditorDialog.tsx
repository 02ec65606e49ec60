// The role editor dialog of both engines: a new role, a listed role to edit, or a copy of one
// under a new name (Clone). Elasticsearch's form or OpenSearch's, and the JSON, in step. A reserved
// role opens read-only: its definition, which the engine refuses to change. Closing with changes
// asks first.
import { useMemo } from 'react';
import { Alert, Stack } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import { useEngine } from '../../../engine/useEngine';
import { EditorDialog } from '../../../components/FormDialog/EditorDialog';
import { DialogCloseRow } from '../../../components/FormDialog/FormDialog';
import { useDiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import { discardTexts } from '../../../components/ListScreen/listTexts';
import { SecurityJson } from '../SecurityJson';
import { EsRoleFields } from './EsRoleFields';
import { OsRoleFields } from './OsRoleFields';
import { ES_ROLE_MODEL, OS_ROLE_MODEL } from './roleDraft';
import { RoleEditor, type RoleOpening } from './RoleEditor';
import { esRoleCapabilities } from './roleOptions';

/** Closed (null), or what the editor opens on. */
export type RoleEditorState = RoleOpening | null;

function titleOf(t: TFunction, state: RoleOpening): string {
  if (state.kind === 'new') return t('security.roleEditor.createTitle');
  if (state.kind === 'clone') return t('security.roleEditor.cloneTitle', { name: state.role.name });
  return state.role.reserved
    ? t('security.roleEditor.reservedTitle', { name: state.role.name })
    : t('security.roleEditor.editTitle', { name: state.role.name });
}

function EngineRoleEditor({
  opening,
  guard,
}: Pick<Parameters<typeof RoleEditor>[0], 'opening' | 'guard'>) {
  const engine = useEngine();
  const capabilities = useMemo(() => esRoleCapabilities(engine.version), [engine.version]);
  return engine.security === 'opendistro' ? (
    <RoleEditor
      opening={opening}
      guard={guard}
      model={OS_ROLE_MODEL}
      renderFields={(props) => <OsRoleFields {...props} />}
    />
  ) : (
    <RoleEditor
      opening={opening}
      guard={guard}
      model={ES_ROLE_MODEL}
      renderFields={(props) => <EsRoleFields {...props} capabilities={capabilities} />}
    />
  );
}

export function RoleEditorDialog({
  state,
  onClose,
}: {
  state: RoleEditorState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(onClose, discardTexts(t, 'security.roleEditor'));
  const reserved = state?.kind === 'edit' && state.role.reserved ? state.role : null;
  return (
    <EditorDialog
      opened={state !== null}
      onClose={guard.request}
      title={state && titleOf(t, state)}
      size={960}
      maw="95vw"
    >
      {reserved ? (
        <Stack gap="sm">
          <Alert color="gray" p="xs">
            {t('security.roleEditor.reservedNote')}
          </Alert>
          <SecurityJson name={reserved.name} kind="role" value={reserved.definition} />
          <DialogCloseRow label={t('components.formDialog.close')} onClose={guard.request} />
        </Stack>
      ) : (
        state && <EngineRoleEditor opening={state} guard={guard} />
      )}
    </EditorDialog>
  );
}
