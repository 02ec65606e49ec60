// The tenant editor: a new tenant's name, or an existing one's (fixed), and its description,
// sent whole with PUT tenants/{name}; the request shows before it is sent. Closing with changes
// asks first.
import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { OpensearchEntryWrite } from '../../../api/operations/securityOpensearch';
import {
  useReportChanges,
  type DiscardGuard,
} from '../../../components/FormDialog/useDiscardGuard';
import type { EditorState } from '../../../components/ListScreen/listEditing';
import type { Tenant } from '../../../engine/opensearchTenants';
import { EntryEditorDialog } from './EntryEditorDialog';
import { EntryEditorForm } from './EntryEditorForm';

interface DialogProps {
  state: EditorState<Tenant>;
  onClose: () => void;
  /** The listed tenants, whose names are taken. */
  tenants: readonly Tenant[];
}

export function TenantEditorDialog({ state, onClose, tenants }: DialogProps) {
  return (
    <EntryEditorDialog kind="tenants" state={state} onClose={onClose} size={560}>
      {(editing, guard) => <TenantEditor editing={editing} guard={guard} tenants={tenants} />}
    </EntryEditorDialog>
  );
}

interface EditorProps {
  editing: Tenant | null;
  guard: DiscardGuard;
  tenants: readonly Tenant[];
}

function TenantEditor({ editing, guard, tenants }: EditorProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const trimmed = name.trim();
  const unchanged = editing !== null && description === editing.description;
  useReportChanges(
    guard,
    name !== (editing?.name ?? '') || description !== (editing?.description ?? ''),
  );
  const write: OpensearchEntryWrite | null =
    trimmed === '' || unchanged
      ? null
      : { kind: 'tenants', name: trimmed, method: 'PUT', body: { description } };
  const problem =
    write !== null
      ? null
      : t(unchanged ? 'security.tenants.editor.unchanged' : 'security.tenants.editor.nameMissing');

  return (
    <EntryEditorForm
      kind="tenants"
      editing={editing !== null}
      name={name}
      onName={setName}
      taken={editing === null && tenants.some((tenant) => tenant.name === trimmed)}
      write={write}
      problem={problem}
      guard={guard}
    >
      <TextInput
        label={t('security.tenants.editor.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
    </EntryEditorForm>
  );
}
