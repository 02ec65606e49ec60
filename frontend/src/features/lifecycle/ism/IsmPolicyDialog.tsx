// The ISM policy editor's frame: a new policy or an existing one, closing guarded against losing
// typed text (useDiscardGuard), in the shared editor frame (Esc left to the fields first).
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { useTranslation } from '../../../i18n/translate';
import { EditorDialog } from '../../../components/FormDialog/EditorDialog';
import { IsmPolicyForm } from './IsmPolicyForm';
import type { IsmPolicyRow } from './ismPolicyRows';
import { useDiscardGuard } from '../../../components/FormDialog/useDiscardGuard';

/** Closed, a new policy, or the listed policy to edit. */
export type IsmPolicyDialogState = EditorState<IsmPolicyRow>;

interface IsmPolicyDialogProps {
  state: IsmPolicyDialogState;
  /** The listed policies: a new one may not take one of their ids. */
  listed: readonly IsmPolicyRow[];
  onClose: () => void;
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
    <EditorDialog
      opened={state !== null}
      onClose={guard.request}
      title={
        editing
          ? t('lifecycle.ism.editor.editTitle', { id: editing.id })
          : t('lifecycle.ism.editor.createTitle')
      }
      size={760}
      maw="95vw"
    >
      <IsmPolicyForm editing={editing} listed={listed} guard={guard} />
    </EditorDialog>
  );
}
