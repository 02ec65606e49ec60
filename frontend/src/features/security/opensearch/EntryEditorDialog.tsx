// The editor dialog of an action group or a tenant: titled for a new entry or the one edited,
// its closing guarded against losing typed input, in each list's own words.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { OpensearchEntryKind } from '../../../api/operations/securityOpensearch';
import type { DiscardGuard } from '../../../components/FormDialog/useDiscardGuard';
import { ListEditorDialog } from '../../../components/ListScreen/ListEditorDialog';
import type { EditorState } from '../../../components/ListScreen/listEditing';
import { discardTexts } from '../../../components/ListScreen/listTexts';
import { ENTRY_SCOPE } from './entryWrites';

interface EntryEditorDialogProps<Row> {
  kind: OpensearchEntryKind;
  state: EditorState<Row>;
  onClose: () => void;
  size: number;
  /** The form, mounted only while the dialog is open. */
  children: (editing: Row | null, guard: DiscardGuard) => ReactNode;
}

export function EntryEditorDialog<Row extends { name: string }>(
  props: EntryEditorDialogProps<Row>,
) {
  const { t } = useTranslation();
  const scope = ENTRY_SCOPE[props.kind];
  return (
    <ListEditorDialog
      state={props.state}
      onClose={props.onClose}
      discard={discardTexts(t, scope)}
      title={(editing) =>
        editing
          ? t(`${scope}.editor.editTitle`, { name: editing.name })
          : t(`${scope}.editor.createTitle`)
      }
      size={props.size}
      maw="95vw"
    >
      {props.children}
    </ListEditorDialog>
  );
}
