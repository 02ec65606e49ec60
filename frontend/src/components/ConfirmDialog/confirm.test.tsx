import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { confirm } from './confirm';

function ask(danger = false, typed?: string) {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({
      title: 'Delete index',
      message: "Delete index 'logs'?",
      confirmLabel: 'Delete',
      danger,
      typed,
    });
  });
  return answer;
}

describe('confirm', () => {
  it('resolves true when confirmed', async () => {
    renderWithProviders(<div />);
    const answer = ask(true);
    expect(screen.getByRole('dialog', { name: 'Delete index' })).toHaveTextContent(
      "Delete index 'logs'?",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled', async () => {
    renderWithProviders(<div />);
    const answer = ask();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when dismissed with Escape', async () => {
    renderWithProviders(<div />);
    const answer = ask();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('opens a destructive question on Cancel, so Enter at once does not confirm', async () => {
    renderWithProviders(<div />);
    const answer = ask(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('enables the confirm button only once the name is typed', async () => {
    renderWithProviders(<div />);
    const answer = ask(true, 'logs');
    const field = screen.getByRole('textbox', { name: 'Type logs to confirm' });
    await waitFor(() => expect(field).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    fireEvent.submit(field);
    fireEvent.change(field, { target: { value: 'log' } });
    expect(button).toBeDisabled();
    fireEvent.change(field, { target: { value: 'logs' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await expect(answer).resolves.toBe(true);
  });

  it('takes focus back when something outside moves it away, as a closing menu does', async () => {
    renderWithProviders(<button type="button">Bulk</button>);
    const answer = ask(true);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    act(() => screen.getByRole('button', { name: 'Bulk', hidden: true }).focus());
    expect(cancel).toHaveFocus();
    fireEvent.click(cancel);
    await expect(answer).resolves.toBe(false);
  });

  it('asks a question over another, and shows the first again once it is answered', async () => {
    renderWithProviders(<div />);
    const first = ask();
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      second = confirm({ title: 'Send the write', message: 'Send it?', confirmLabel: 'Send' });
    });
    expect(screen.getByRole('dialog', { name: 'Send the write' })).toHaveTextContent('Send it?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(second).resolves.toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Delete index' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(first).resolves.toBe(true);
  });
});
