// The form of a dialog that makes one cluster call: on success the green notification with the
// cluster's answer, then the dialog closes (or `onDone` says what follows); on failure the dialog
// stays open with the input and the cluster's reason inside it (ErrorReason), and no notification
// repeats it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { ErrorReason } from '../ErrorReason/ErrorReason';
import type { Feedback, Question } from '../Feedback/feedback';
import { useFeedback } from '../Feedback/useFeedback';
import { DialogForm, type DialogNeed } from './FormDialog';

export interface CallDialogFormProps<Response> {
  /** Makes the call; resolves with the cluster's answer, rejects with its error. */
  send: () => Promise<Response>;
  /** The success notification's title, or made from the answer; null shows none (onDone tells). */
  done: string | ((response: Response) => string | null);
  /** After a success, with the answer; closes the dialog when omitted. */
  onDone?: (response: Response) => void;
  /** Asked before sending; nothing is sent unless the user confirms. */
  question?: () => Question;
  canSubmit: boolean;
  busy: boolean;
  /**
   * The last call's error, shown above the buttons, when the caller keeps it (a mutation's);
   * omitted, the form keeps the last failure itself until the next attempt.
   */
  error?: unknown;
  onClose: () => void;
  /** No submit button when null: the form has done its work. */
  submitLabel: string | null;
  extraAction?: ReactNode;
  /** What the call needs of the connected user: not sent by a user who lacks it. */
  need?: DialogNeed;
  children: ReactNode;
  /** How outcomes are told; the active cluster's by default. */
  feedback?: Feedback;
}

export function CallDialogForm<Response>(props: CallDialogFormProps<Response>) {
  const { t } = useTranslation();
  const activeFeedback = useFeedback();
  const { send, done, question, onClose, onDone = onClose } = props;
  const feedback = props.feedback ?? activeFeedback;
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async () => {
    if (question && !(await feedback.ask(question()))) return;
    setFailure(null);
    try {
      const response = await send();
      const title = typeof done === 'string' ? done : done(response);
      if (title !== null) feedback.succeeded(title, response);
      onDone(response);
    } catch (error) {
      // The dialog shows the reason itself (ErrorReason); a notification would repeat it.
      setFailure(error);
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      canSubmit={props.canSubmit}
      busy={props.busy}
      onClose={onClose}
      closeLabel={t('components.formDialog.close')}
      submitLabel={props.submitLabel}
      error={<ErrorReason error={'error' in props ? props.error : failure} />}
      extraAction={props.extraAction}
      need={props.need}
    >
      {props.children}
    </DialogForm>
  );
}
