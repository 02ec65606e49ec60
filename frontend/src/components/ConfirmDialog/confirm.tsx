import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18next from 'i18next';

export interface ConfirmOptions {
  title: string;
  /** Plain text; line breaks are kept. Cluster text is safe here: it is never read as HTML. */
  message: string;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Red confirm button, for deletions and other irreversible actions. */
  danger?: boolean;
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
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      children: (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {options.message}
        </Text>
      ),
      labels: {
        confirm: options.confirmLabel ?? i18next.t('components.confirm.confirm'),
        cancel: options.cancelLabel ?? i18next.t('components.confirm.cancel'),
      },
      confirmProps: { color: options.danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
