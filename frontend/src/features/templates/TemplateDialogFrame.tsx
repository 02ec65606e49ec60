// The frame both template editors share: the dialog titled for a new template or for the one
// being edited, its closing guarded against losing typed input (ListEditorDialog), and the form
// that saves with one PUT, shows that exact request before it is sent and keeps the cluster's
// refusal inside the dialog. A successful save closes without asking. A new template may not
// take the name of a listed one (that PUT would replace it): useNameTaken tells the form.
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { CallDialogForm } from '../../components/FormDialog/CallDialogForm';
import type { TemplateRow } from './templateRows';
import { ListEditorDialog } from '../../components/ListScreen/ListEditorDialog';
import { discardTexts } from '../../components/ListScreen/listTexts';
import type { EditorState } from '../../components/ListScreen/listEditing';
import { TemplateRequest } from './TemplateRequest';
import { useTemplateListQuery } from './templatesApi';
import type { DiscardGuard } from '../../components/FormDialog/useDiscardGuard';
import { useFeedback } from '../../components/Feedback/useFeedback';
import { WRITE_NEEDS } from '../../engine/writeNeeds';

/** Closed, a new template, or the listed template to edit. */
export type TemplateDialogState = EditorState<TemplateRow>;

/** Which editor a dialog is: its texts are the keys under templates.{kind}. */
export type TemplateKind = 'component' | 'composable';

/** What an editor's form is given: the listed template it edits (null for a new one). */
export interface TemplateFormProps {
  editing: TemplateRow | null;
  guard: DiscardGuard;
}

/** What each editor's dialog is given by the screen. */
export interface TemplateEditorProps {
  state: TemplateDialogState;
  onClose: () => void;
}

interface TemplateDialogProps extends TemplateEditorProps {
  kind: TemplateKind;
  /** The editor's form, mounted only while the dialog is open. */
  form: ComponentType<TemplateFormProps>;
}

/** How wide each editor opens: a composable template's sections sit side by side. */
const SIZES: Record<TemplateKind, { size: number; maw?: string }> = {
  component: { size: 720 },
  composable: { size: 960, maw: '95vw' },
};

export function TemplateDialog({ kind, state, onClose, form: Form }: TemplateDialogProps) {
  const { t } = useTranslation();
  return (
    <ListEditorDialog
      state={state}
      onClose={onClose}
      discard={discardTexts(t, 'templates')}
      title={(editing) =>
        editing
          ? t(`templates.${kind}.editTitle`, { name: editing.name })
          : t(`templates.${kind}.createTitle`)
      }
      {...SIZES[kind]}
    >
      {(editing, guard) => <Form editing={editing} guard={guard} />}
    </ListEditorDialog>
  );
}

/** Whether `name` is taken by a listed template while a new one is written. */
export function useNameTaken(
  endpoint: TemplateEndpoint,
  editing: TemplateRow | null,
  name: string,
): boolean {
  const listed = useTemplateListQuery(endpoint);
  return editing === null && (listed.data?.some((row) => row.name === name) ?? false);
}

/** The request shown before it is sent: the body, or while it cannot be sent, why not. */
interface ShownRequest {
  path: string;
  /** null: the body is not valid; `problem` says why. */
  body: unknown;
  problem: string | null;
  testId: string;
}

interface TemplateSaveFormProps extends TemplateFormProps {
  kind: TemplateKind;
  /** The name the template is saved under, trimmed. */
  name: string;
  /** The PUT: resolves with the cluster's answer, rejects with its refusal. */
  save: () => Promise<unknown>;
  canSubmit: boolean;
  /** The PUT's state: while it runs, and the cluster's last refusal. */
  saving: { isLoading: boolean; error?: unknown };
  request: ShownRequest;
  extraAction?: ReactNode;
  /** The form's fields, above the request. */
  children: ReactNode;
  /** Shown below the request. */
  below?: ReactNode;
}

export function TemplateSaveForm(props: TemplateSaveFormProps) {
  const { kind, editing, guard, name, save, request } = props;
  const { t } = useTranslation();
  const feedback = useFeedback();
  return (
    <CallDialogForm
      need={WRITE_NEEDS.templates}
      feedback={feedback}
      send={async () => {
        const answer = await save();
        guard.saved();
        return answer;
      }}
      done={t(editing ? `templates.${kind}.saved` : `templates.${kind}.created`, { name })}
      canSubmit={props.canSubmit}
      busy={props.saving.isLoading}
      error={props.saving.error}
      onClose={guard.request}
      submitLabel={t(editing ? `templates.${kind}.save` : `templates.${kind}.create`)}
      extraAction={props.extraAction}
    >
      {props.children}
      <TemplateRequest
        method="PUT"
        path={request.path}
        body={request.body}
        problem={request.problem}
        testId={request.testId}
      />
      {props.below}
    </CallDialogForm>
  );
}
