import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../../test/renderWithStore';
import { SnapshotDialogForm } from './SnapshotDialogForm';

const feedback = vi.hoisted(() => ({
  succeeded: vi.fn(),
  failed: vi.fn(),
  ask: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../useFeedback', () => ({ useFeedback: () => feedback }));

const QUESTION = { title: 'Restore?', message: 'Sure?', confirmLabel: 'Restore' };

function renderForm(props: {
  send: () => Promise<unknown>;
  error?: unknown;
  question?: () => typeof QUESTION;
}) {
  const onClose = vi.fn();
  void renderWithStore(
    <SnapshotDialogForm
      send={props.send}
      done="Created"
      question={props.question}
      canSubmit
      busy={false}
      error={props.error}
      onClose={onClose}
      submitLabel="Send"
    >
      <input aria-label="Name" />
    </SnapshotDialogForm>,
  );
  return onClose;
}

describe('SnapshotDialogForm', () => {
  it('tells the success with the answer and closes', async () => {
    const onClose = renderForm({ send: () => Promise.resolve({ accepted: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(feedback.succeeded).toHaveBeenCalledWith('Created', { accepted: true });
  });

  it('stays open after a failure, without a notification', async () => {
    const onClose = renderForm({ send: () => Promise.reject(new Error('refused')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(feedback.failed).not.toHaveBeenCalled();
  });

  it('shows the error it is given above the buttons', async () => {
    renderForm({ send: () => Promise.resolve({}), error: { status: 500, data: 'boom' } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('sends nothing when the question is declined', async () => {
    feedback.ask.mockResolvedValueOnce(false);
    const send = vi.fn(() => Promise.resolve({}));
    renderForm({ send, question: () => QUESTION });
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(feedback.ask).toHaveBeenCalledWith(QUESTION));
    expect(send).not.toHaveBeenCalled();
  });
});
