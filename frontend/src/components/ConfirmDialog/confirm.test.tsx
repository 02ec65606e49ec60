import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { confirm } from './confirm';

function ask(danger = false) {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirm({ title: 'Delete index', message: "Delete index 'logs'?", confirmLabel: 'Delete', danger });
  });
  return answer;
}

describe('confirm', () => {
  it('resolves true when confirmed', async () => {
    renderWithProviders(<div />);
    const answer = ask(true);
    expect(screen.getByRole('dialog', { name: 'Delete index' })).toHaveTextContent("Delete index 'logs'?");
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
});
