// The ISM policy editor's frame: a new policy or an existing one, closing guarded against losing
// typed text, in the shared editor frame (ListEditorDialog).
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { useTranslation } from '../../../i18n/translate';
import { ListEditorDialog } from '../../../components/ListScreen/ListEditorDialog';
import { discardTexts } from '../../../components/ListScreen/listTexts';
import { IsmPolicyForm } from './IsmPolicyForm';
import type { IsmPolicyRow } from './ismPolicyRows';

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
  return (
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={discardTexts(t, 'lifecycle.ism')}
      title={(editing) =>
        editing
          ? t('lifecycle.ism.editor.editTitle', { id: editing.id })
          : t('lifecycle.ism.editor.createTitle')
      }
      size={760}
      maw="95vw"
    >
      {(editing, guard) => <IsmPolicyForm editing={editing} listed={listed} guard={guard} />}
    </ListEditorDialog>
  );
}
