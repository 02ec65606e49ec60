// What the templates screen offers to write, by endpoint: component and composable templates
// get a New button and rows with Edit and Delete, each opening its own dialog; legacy templates
// and a read-only cluster get none. The New button stays in place on a read-only cluster,
// disabled, saying why.
import { useMemo, useState, type ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { useWriteAccess } from '../../store/useWriteAccess';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import { ComponentTemplateDialog } from './ComponentTemplateDialog';
import { ComposableTemplateDialog } from './ComposableTemplateDialog';
import type { TemplateRowActions } from './templateColumns';
import type { TemplateDialogState } from './TemplateDialogFrame';
import { useDeleteComponentTemplate, useDeleteComposableTemplate } from './useTemplateDeletion';

export interface TemplateEditingState {
  /** The rows' Edit and Delete; null where they are not offered. */
  rowActions: TemplateRowActions | null;
  newButton: ReactNode;
  dialog: TemplateDialogState;
  close: () => void;
}

const EDITABLE: readonly TemplateEndpoint[] = ['_component_template', '_index_template'];

export function useTemplateEditing(endpoint: TemplateEndpoint): TemplateEditingState {
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  const [dialog, setDialog] = useState<TemplateDialogState>(null);
  const deleteComponent = useDeleteComponentTemplate();
  const deleteComposable = useDeleteComposableTemplate();
  const editable = EDITABLE.includes(endpoint);
  const component = endpoint === '_component_template';
  const rowActions = useMemo<TemplateRowActions | null>(
    () =>
      editable && writeReason === null
        ? {
            onEdit: (row) => setDialog({ kind: 'edit', row }),
            onDelete: component ? deleteComponent : deleteComposable,
          }
        : null,
    [editable, writeReason, component, deleteComponent, deleteComposable],
  );
  const newButton = editable && (
    <WriteButton
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => setDialog({ kind: 'new' })}
      reason={writeReason}
    >
      {t(component ? 'templates.component.button' : 'templates.composable.button')}
    </WriteButton>
  );
  return { rowActions, newButton, dialog, close: () => setDialog(null) };
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
    <ComponentTemplateDialog state={editing.dialog} onClose={editing.close} />
  ) : (
    <ComposableTemplateDialog
      state={endpoint === '_index_template' ? editing.dialog : null}
      onClose={editing.close}
    />
  );
}
