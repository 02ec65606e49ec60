import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { confirmWrite } from './confirmWrite';

function ask(path = '/logs/_close') {
  let answer: Promise<boolean> = Promise.resolve(false);
  act(() => {
    answer = confirmWrite({ method: 'POST', path, clusterName: 'production' });
  });
  return answer;
}

describe('confirmWrite', () => {
  it('names the cluster and shows the request, opening on Cancel', async () => {
    renderWithProviders(<div />);
    const answer = ask();
    const dialog = screen.getByRole('dialog', { name: 'Send this write to production?' });
    expect(screen.getByTestId('write-confirm-request')).toHaveTextContent('POST /logs/_close');
    expect(dialog).toContainElement(screen.getByTestId('write-confirm-request'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves true on Send', async () => {
    renderWithProviders(<div />);
    const answer = ask();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows a path with markup as text', async () => {
    renderWithProviders(<div />);
    const answer = ask('/<b>logs</b>');
    expect(screen.getByTestId('write-confirm-request')).toHaveTextContent('POST /<b>logs</b>');
    expect(screen.getByTestId('write-confirm-request').querySelector('b')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });
});
