import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyRequestError } from '../../../components/Notifications/notifyRequestError';
import { renderWithStore } from '../../../test/renderWithStore';
import { IndexDialogForm } from './IndexDialogForm';
import { notifySuccess } from '../actions/notices';

vi.mock('../actions/notices', () => ({ notifySuccess: vi.fn() }));
vi.mock('../../../components/Notifications/notifyRequestError', () => ({
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

describe('IndexDialogForm', () => {
  it('tells the success with the answer and closes', async () => {
    const onClose = renderForm(() => Promise.resolve({ acknowledged: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(notifySuccess).toHaveBeenCalledWith(
      expect.any(Function),
      { key: 'indices.clone.done', params: { index: 'a', dest: 'b' } },
      { acknowledged: true },
    );
  });

  it('runs onDone instead of closing when given', async () => {
    const onDone = vi.fn();
    const onClose = renderForm(() => Promise.resolve({}), onDone);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a failure and stays open', async () => {
    const failure = { status: 400 };
    const onClose = renderForm(() => Promise.reject(failure));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(notifyRequestError).toHaveBeenCalledWith(
        failure,
        expect.any(Function),
        'Elasticsearch',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
