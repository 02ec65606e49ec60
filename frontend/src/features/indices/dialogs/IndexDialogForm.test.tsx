import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  notifyContent,
  notifyRequestError,
} from '../../../components/Notifications/notifyRequestError';
import { renderWithStore } from '../../../test/renderWithStore';
import { IndexDialogForm } from './IndexDialogForm';

vi.mock('../../../components/Notifications/notifyRequestError', () => ({
  notifyContent: vi.fn(),
  notifyRequestError: vi.fn(),
}));

function renderForm(send: () => Promise<unknown>, onDone?: () => void) {
  const onClose = vi.fn();
  void renderWithStore(
    <IndexDialogForm
      send={send}
      done={() => ({ key: 'indices.clone.done', params: { index: 'a', dest: 'b' } })}
      onDone={onDone}
      canSubmit
      busy={false}
      onClose={onClose}
      submitLabel="Send"
    >
      <input aria-label="Name" />
    </IndexDialogForm>,
  );
  return onClose;
}

beforeEach(() => vi.clearAllMocks());

describe('IndexDialogForm', () => {
  it('tells the success with the answer and closes', async () => {
    const onClose = renderForm(() => Promise.resolve({ acknowledged: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(notifyContent).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'green',
        copyableText: expect.stringContaining('"acknowledged": true'),
      }),
      expect.any(Function),
    );
  });

  it('runs onDone instead of closing when given', async () => {
    const onDone = vi.fn();
    const onClose = renderForm(() => Promise.resolve({}), onDone);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a failure inside the dialog with the input, and stays open', async () => {
    const failure = {
      kind: 'api',
      status: 400,
      body: { error: { type: 'x', reason: 'index exists' } },
    };
    const onClose = renderForm(() => Promise.reject(failure));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reason: index exists');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(notifyRequestError).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
