// The form of a dialog that makes one cluster call: on success the green notification with the
// cluster's answer and the dialog closes; on failure the dialog stays open with the cluster's
// reason inside it (ErrorReason), and no notification repeats it.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { ErrorReason } from '../ErrorReason/ErrorReason';
import type { Feedback, Question } from '../Feedback/feedback';
import { DialogForm } from './FormDialog';

export interface CallDialogFormProps {
  /** Makes the call; resolves with the cluster's answer, rejects with its error. */
  send: () => Promise<unknown>;
  /** The success notification's title. */
  done: string;
  /** Asked before sending; nothing is sent unless the user confirms. */
  question?: () => Question;
  canSubmit: boolean;
  busy: boolean;
  /** The last call's error, shown above the buttons. */
  error: unknown;
  onClose: () => void;
  submitLabel: string;
  extraAction?: ReactNode;
  children: ReactNode;
  feedback: Feedback;
}

export function CallDialogForm(props: CallDialogFormProps) {
  const { t } = useTranslation();
  const { send, done, question, onClose, feedback } = props;

  const submit = async () => {
    if (question && !(await feedback.ask(question()))) return;
    try {
      const response = await send();
      feedback.succeeded(done, response);
      onClose();
    } catch {
      // The dialog shows the reason itself (ErrorReason); a notification would repeat it.
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      canSubmit={props.canSubmit}
      busy={props.busy}
      onClose={onClose}
      closeLabel={t('snapshots.close')}
      submitLabel={props.submitLabel}
      error={<ErrorReason error={props.error} />}
      extraAction={props.extraAction}
    >
      {props.children}
    </DialogForm>
  );
}
