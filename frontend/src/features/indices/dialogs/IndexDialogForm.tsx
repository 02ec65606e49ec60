// The form of the indices screen's dialogs: the dialog of one call (CallDialogForm), its success
// title an indices message made from the answer. A failure stays inside the dialog with the input.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import type { DialogNeed } from '../../../components/FormDialog/FormDialog';
import { renderMessage, type Message } from '../actions/actionMessages';

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
  /** What the call needs of the connected user, on the indices it writes. */
  need?: DialogNeed;
  children: ReactNode;
}

export function IndexDialogForm<Response>({ done, ...props }: IndexDialogFormProps<Response>) {
  const { t } = useTranslation();
  return (
    <CallDialogForm
      {...props}
      done={(response: Response) => {
        const title = done(response);
        return title === null ? null : renderMessage(t, title);
      }}
    />
  );
}
