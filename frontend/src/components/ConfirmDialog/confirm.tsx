import type { ReactNode } from 'react';
import { currentTranslations } from '../../i18n/translate';
import { ConfirmBody } from './ConfirmBody';
import { ask, closeQuestion } from './questions';

export interface ConfirmOptions {
  title: string;
  /** Plain text; line breaks are kept. Cluster text is safe here: it is never read as HTML. */
  message: string;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /**
   * Red confirm button, for deletions and other irreversible actions. The dialog then opens with
   * Cancel focused, so Enter pressed at once does not confirm.
   */
  danger?: boolean;
  /** The name (or count) the user must type before the confirm button enables. */
  typed?: string;
}

/**
 * Opens a question in a centred modal; resolves with the answer the body gives (`answer(true)`
 * or `answer(false)`), or false when the dialog is dismissed. Needs WidgetsProvider (it holds
 * the dialog's host) to be mounted.
 */
export function askInModal(
  title: string,
  body: (answer: (yes: boolean) => void) => ReactNode,
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const answer = (yes: boolean) => {
      settle(yes);
      closeQuestion(id);
    };
    const id = ask({ title, body: body(answer), onClose: () => settle(false) });
  });
}

/** Asks the user to confirm; resolves true on confirm, false on cancel or dismissal. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return askInModal(options.title, (answer) => (
    <ConfirmBody
      message={options.message}
      confirmLabel={options.confirmLabel ?? currentTranslations().t('components.confirm.confirm')}
      cancelLabel={options.cancelLabel ?? currentTranslations().t('components.confirm.cancel')}
      danger={options.danger ?? false}
      typed={options.typed}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  ));
}
