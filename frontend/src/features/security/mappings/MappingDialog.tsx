// The dialog around both engines' mapping editors: titled for a new mapping or the one edited,
// closing guarded against losing typed input.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import { ListEditorDialog } from '../../../components/ListScreen/ListEditorDialog';
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { discardTexts } from '../../../components/ListScreen/listTexts';

interface MappingDialogProps<Row> {
  state: EditorState<Row>;
  onClose: () => void;
  /** The name the title gives an edited mapping. */
  nameOf: (row: Row) => string;
  size: number;
  children: (editing: Row | null, guard: DiscardGuard) => ReactNode;
}

export function MappingDialog<Row>({
  state,
  onClose,
  nameOf,
  size,
  children,
}: MappingDialogProps<Row>) {
  const { t } = useTranslation();
  return (
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={discardTexts(t, 'security.mappings')}
      title={(editing) =>
        editing
          ? t('security.mappings.editor.editTitle', { name: nameOf(editing) })
          : t('security.mappings.editor.createTitle')
      }
      size={size}
      maw="95vw"
    >
      {children}
    </ListEditorDialog>
  );
}
