// The form the action group and tenant editors share: the entry's name (fixed once it exists,
// refused when a listed entry has it), the editor's own fields, and the exact request (PUT of
// the whole entry, or PATCH with a JSON Patch) before it is sent. The plugin's refusal stays in
// the dialog with everything typed.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { NameField } from '../../../components/FormDialog/NameField';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import {
  opensearchEntryPath,
  type OpensearchEntryKind,
  type OpensearchEntryWrite,
} from '../../../api/operations/securityOpensearch';
import { ENTRY_SCOPE } from './entryWrites';
import { useWriteOpensearchEntryMutation } from './opensearchApi';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface EntryEditorFormProps {
  kind: OpensearchEntryKind;
  /** The entry exists: its name is fixed. */
  editing: boolean;
  name: string;
  onName: (name: string) => void;
  /** A listed entry has the name already. */
  taken: boolean;
  /** What is sent; null while nothing can be (`problem` says why). */
  write: OpensearchEntryWrite | null;
  problem: string | null;
  guard: DiscardGuard;
  children: ReactNode;
}

export function EntryEditorForm(props: EntryEditorFormProps) {
  const { t } = useTranslation();
  const { kind, editing, write, guard } = props;
  const scope = ENTRY_SCOPE[kind];
  const [send, { isLoading }] = useWriteOpensearchEntryMutation();
  const name = props.name.trim();
  const request = write && {
    method: write.method,
    path: opensearchEntryPath(kind, write.name),
    body: write.body,
  };
  return (
    <CallDialogForm
      need={kind === 'tenants' ? WRITE_NEEDS.tenants : WRITE_NEEDS.actionGroups}
      send={async () => {
        if (write === null) return null;
        const answer = await send(write).unwrap();
        guard.saved();
        return answer;
      }}
      done={t(editing ? `${scope}.editor.saved` : `${scope}.editor.created`, { name })}
      canSubmit={write !== null && !props.taken}
      busy={isLoading}
      onClose={guard.request}
      submitLabel={t(editing ? `${scope}.editor.save` : `${scope}.editor.create`)}
    >
      <NameField
        label={t(`${scope}.editor.name`)}
        value={props.name}
        onChange={props.onName}
        error={props.taken && t(`${scope}.editor.nameTaken`, { name })}
        fixed={editing}
      />
      {props.children}
      <RequestPreview
        request={request}
        problem={props.problem}
        note={
          write &&
          t(
            write.method === 'PATCH'
              ? 'security.entries.sentAsPatch'
              : 'security.entries.sentAsPut',
          )
        }
      />
    </CallDialogForm>
  );
}
