// The user editor's frame: a new user or a listed one, closing guarded against losing typed input.
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { useTranslation } from '../../../i18n/translate';
import { ListEditorDialog } from '../../../components/ListScreen/ListEditorDialog';
import { discardTexts } from '../../../components/ListScreen/listTexts';
import type { UserRow } from './userColumns';
import { UserForm } from './UserForm';

interface UserEditorDialogProps {
  state: EditorState<UserRow>;
  onClose: () => void;
}

export function UserEditorDialog({ state, onClose }: UserEditorDialogProps) {
  const { t } = useTranslation();
  return (
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={discardTexts(t, 'security.users')}
      title={(editing) =>
        editing
          ? t('security.users.editor.editTitle', { name: editing.name })
          : t('security.users.editor.createTitle')
      }
      size={640}
      maw="95vw"
    >
      {(editing, guard) => <UserForm editing={editing} guard={guard} />}
    </ListEditorDialog>
  );
}
