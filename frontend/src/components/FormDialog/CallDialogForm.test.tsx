import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../test/renderWithStore';
import { CallDialogForm, type CallDialogFormProps } from './CallDialogForm';

const feedback = {
  succeeded: vi.fn(),
  failed: vi.fn(),
  ask: vi.fn(() => Promise.resolve(true)),
};

const QUESTION = { title: 'Restore?', message: 'Sure?', confirmLabel: 'Restore' };

type Props = Partial<CallDialogFormProps<unknown>> & Pick<CallDialogFormProps<unknown>, 'send'>;

function renderForm(props: Props) {
  const onClose = vi.fn();
  void renderWithStore(
    <CallDialogForm
      done="Created"
      canSubmit
      busy={false}
      onClose={onClose}
      submitLabel="Send"
      feedback={feedback}
      {...props}
    >
      <input aria-label="Name" />
    </CallDialogForm>,
  );
  return onClose;
}

async function send() {
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
}

beforeEach(() => vi.clearAllMocks());

describe('CallDialogForm', () => {
  it('tells the success with the answer and closes', async () => {
    const onClose = renderForm({ send: () => Promise.resolve({ accepted: true }) });
    await send();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(feedback.succeeded).toHaveBeenCalledWith('Created', { accepted: true });
  });

  it('titles the success from the answer, and runs onDone instead of closing', async () => {
    const onDone = vi.fn();
    const onClose = renderForm({
      send: () => Promise.resolve({ task: 'n:1' }),
      done: () => null,
      onDone,
    });
    await send();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ task: 'n:1' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(feedback.succeeded).not.toHaveBeenCalled();
  });

  it('keeps a failure inside the dialog, without a notification', async () => {
    const failure = {
      kind: 'api',
      status: 400,
      body: { error: { type: 'x', reason: 'name taken' } },
    };
    const onClose = renderForm({ send: () => Promise.reject(failure) });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reason: name taken');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(feedback.failed).not.toHaveBeenCalled();
  });

  it('shows the error it is given above the buttons', async () => {
    renderForm({ send: () => Promise.resolve({}), error: { status: 500, data: 'boom' } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('closes with its own label', async () => {
    const onClose = renderForm({ send: () => Promise.resolve({}) });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the question is declined', async () => {
    feedback.ask.mockResolvedValueOnce(false);
    const sent = vi.fn(() => Promise.resolve({}));
    renderForm({ send: sent, question: () => QUESTION });
    await send();
    await waitFor(() => expect(feedback.ask).toHaveBeenCalledWith(QUESTION));
    expect(sent).not.toHaveBeenCalled();
  });
});
