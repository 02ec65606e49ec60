// The form of the indices screen's dialogs: on success the green notification with the
// cluster's answer, then `onDone` (closing the dialog unless told otherwise); on failure the
// error notification, and the dialog stays open with the input.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { DialogForm } from '../../../components/FormDialog/FormDialog';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import type { Message } from '../actions/actionMessages';
import { notifySuccess } from '../actions/notices';
import { useEngineName } from '../../../store/hooks';

interface IndexDialogFormProps<Response> {
  /** Makes the call; resolves with the cluster's answer, rejects with its error. */
  send: () => Promise<Response>;
  /** The success notification's title, from the answer; null shows none (onDone tells). */
  done: (response: Response) => Message | null;
  /** After a success, with the answer; closes the dialog when omitted. */
  onDone?: (response: Response) => void;
  canSubmit: boolean;
  busy: boolean;
  onClose: () => void;
  /** No submit button when null: the form has done its work. */
  submitLabel: string | null;
  children: ReactNode;
}

export function IndexDialogForm<Response>(props: IndexDialogFormProps<Response>) {
  const { t } = useTranslation();
  const engine = useEngineName();
  const { send, done, onClose, onDone = onClose } = props;

  const submit = async () => {
    try {
      const response = await send();
      const title = done(response);
      if (title) notifySuccess(t, title, response);
      onDone(response);
    } catch (error) {
      notifyRequestError(error, t, engine);
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      canSubmit={props.canSubmit}
      busy={props.busy}
      onClose={onClose}
      closeLabel={t('indices.dialog.close')}
      submitLabel={props.submitLabel}
    >
      {props.children}
    </DialogForm>
  );
}
