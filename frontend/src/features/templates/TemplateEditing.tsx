// What the templates screen offers to write, by endpoint: component and composable templates
// get a New button and rows with Edit and Delete, each opening its own dialog; legacy templates
// are deprecated, so their rows offer Delete only and there is no New button for them. A read-only
// cluster's rows (or a user without manage_index_templates) offer nothing; the New button stays in place there, disabled, saying why.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { useWriteAccess } from '../../store/useWriteAccess';
import { firstReason, usePrivilegeReason } from '../../components/WriteAccess/usePrivilegeReason';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import { ComponentTemplateForm } from './ComponentTemplateDialog';
import { ComposableTemplateForm } from './ComposableTemplateDialog';
import type { TemplateRowActions } from './templateColumns';
import { TemplateDialog, type TemplateDialogState } from './TemplateDialogFrame';
import type { TemplateRow } from './templateRows';
import {
  useDeleteComponentTemplate,
  useDeleteComposableTemplate,
  useDeleteLegacyTemplate,
} from './useTemplateDeletion';

export interface TemplateEditingState {
  /** The rows' Edit and Delete; null where they are not offered. */
  rowActions: TemplateRowActions | null;
  newButton: ReactNode;
  dialog: TemplateDialogState;
  close: () => void;
}

interface OpenedDialog {
  endpoint: TemplateEndpoint;
  dialog: TemplateDialogState;
}

/** Each endpoint's row actions on a cluster that takes writes. */
function useRowActions(
  endpoint: TemplateEndpoint,
  edit: (row: TemplateRow) => void,
): TemplateRowActions {
  const deleteComponent = useDeleteComponentTemplate();
  const deleteComposable = useDeleteComposableTemplate();
  const deleteLegacy = useDeleteLegacyTemplate();
  return useMemo(() => {
    if (endpoint === '_template') return { onEdit: null, onDelete: deleteLegacy };
    const onDelete = endpoint === '_component_template' ? deleteComponent : deleteComposable;
    return { onEdit: edit, onDelete };
  }, [endpoint, edit, deleteComponent, deleteComposable, deleteLegacy]);
}

export function useTemplateEditing(endpoint: TemplateEndpoint): TemplateEditingState {
  const { t } = useTranslation();
  const writeReason = firstReason(
    useWriteAccess().reason,
    usePrivilegeReason(WRITE_NEEDS.templates),
  );
  // The dialog belongs to the endpoint it was opened on: another kind chosen (say, by going back)
  // closes it.
  const [opened, setOpened] = useState<OpenedDialog>({ endpoint, dialog: null });
  const open = useCallback(
    (dialog: TemplateDialogState) => setOpened({ endpoint, dialog }),
    [endpoint],
  );
  const edit = useCallback((row: TemplateRow) => open({ kind: 'edit', row }), [open]);
  const actions = useRowActions(endpoint, edit);
  const component = endpoint === '_component_template';
  const newButton = endpoint !== '_template' && (
    <WriteButton
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => open({ kind: 'new' })}
      reason={writeReason}
      need={WRITE_NEEDS.templates}
    >
      {t(component ? 'templates.component.button' : 'templates.composable.button')}
    </WriteButton>
  );
  return {
    rowActions: writeReason === null ? actions : null,
    newButton,
    dialog: opened.endpoint === endpoint ? opened.dialog : null,
    close: () => open(null),
  };
}

/** The dialog of the endpoint shown, while one is open. */
export function TemplateEditing({
  endpoint,
  editing,
}: {
  endpoint: TemplateEndpoint;
  editing: TemplateEditingState;
}) {
  return endpoint === '_component_template' ? (
    <TemplateDialog
      kind="component"
      state={editing.dialog}
      onClose={editing.close}
      form={ComponentTemplateForm}
    />
  ) : (
    <TemplateDialog
      kind="composable"
      state={endpoint === '_index_template' ? editing.dialog : null}
      onClose={editing.close}
      form={ComposableTemplateForm}
    />
  );
}
