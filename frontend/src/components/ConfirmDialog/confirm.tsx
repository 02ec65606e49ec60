import { modals } from '@mantine/modals';
import i18next from 'i18next';
import { ConfirmBody } from './ConfirmBody';

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
 * Asks the user to confirm; resolves true on confirm, false on cancel or dismissal.
 * Needs WidgetsProvider (it holds Mantine's modals provider) to be mounted.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    const close = (answer: boolean) => {
      settle(answer);
      modals.close(id);
    };
    const id = modals.open({
      title: options.title,
      centered: true,
      children: (
        <ConfirmBody
          message={options.message}
          confirmLabel={options.confirmLabel ?? i18next.t('components.confirm.confirm')}
          cancelLabel={options.cancelLabel ?? i18next.t('components.confirm.cancel')}
          danger={options.danger ?? false}
          typed={options.typed}
          onConfirm={() => close(true)}
          onCancel={() => close(false)}
        />
      ),
      onClose: () => settle(false),
    });
  });
}
