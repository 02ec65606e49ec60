// The ISM policy editor's frame: a new policy or an existing one, closing guarded against losing
// typed text (useDiscardGuard), and Esc left to the fields first: an Esc the JSON editor uses
// (closing its completion list or search, leaving vim's insert mode) does not close the dialog.
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Dialog } from '../../../components/Dialog/Dialog';
import { IsmPolicyForm } from './IsmPolicyForm';
import type { IsmPolicyRow } from './ismPolicyRows';
import { useDiscardGuard } from '../../../components/FormDialog/useDiscardGuard';

/** Closed, a new policy, or the listed policy to edit. */
export type IsmPolicyDialogState = { kind: 'new' } | { kind: 'edit'; row: IsmPolicyRow } | null;

interface IsmPolicyDialogProps {
  state: IsmPolicyDialogState;
  /** The listed policies: a new one may not take one of their ids. */
  listed: readonly IsmPolicyRow[];
  onClose: () => void;
}

/** Whether an Esc that reached the dialog is left to close it: no field inside used it. */
function escapeCloses(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) {
    return false;
  }
  // Mantine marks the fields whose open drop-down takes Esc.
  const target = event.target as Partial<Element>;
  return target.getAttribute?.('data-mantine-stop-propagation') !== 'true';
}

export function IsmPolicyDialog({ state, listed, onClose }: IsmPolicyDialogProps) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(onClose, {
    title: t('lifecycle.ism.discard.title'),
    message: t('lifecycle.ism.discard.message'),
    confirm: t('lifecycle.ism.discard.confirm'),
    keepEditing: t('lifecycle.ism.discard.keepEditing'),
  });
  const editing = state?.kind === 'edit' ? state.row : null;
  return (
    <Dialog
      opened={state !== null}
      onClose={guard.request}
      title={
        editing
          ? t('lifecycle.ism.editor.editTitle', { id: editing.id })
          : t('lifecycle.ism.editor.createTitle')
      }
      size={760}
      maw="95vw"
      // The Modal's own Esc listener runs before the fields see the key; this one runs after.
      closeOnEscape={false}
      onKeyDown={(event: KeyboardEvent) => {
        if (escapeCloses(event)) guard.request();
      }}
    >
      {state !== null && <IsmPolicyForm editing={editing} listed={listed} guard={guard} />}
    </Dialog>
  );
}
