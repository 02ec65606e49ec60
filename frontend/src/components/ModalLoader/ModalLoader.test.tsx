import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError } from '../../api/errors';
import { renderWithProviders } from '../testUtils';
import { ModalLoader } from './ModalLoader';

// The viewer's CodeMirror chunk loads on demand, which takes a while on a busy machine.
const LOAD = { timeout: 15_000 };

function responseText(): string {
  return [...document.querySelectorAll('.cm-content .cm-line')]
    .map((line) => line.textContent)
    .join('\n');
}

describe('ModalLoader', () => {
  it('shows the operation, its parameters and the JSON response', async () => {
    const load = vi.fn(() => Promise.resolve({ acknowledged: true }));
    renderWithProviders(
      <ModalLoader
        opened
        onClose={vi.fn()}
        title="indexStats"
        params={{ index: 'logs' }}
        load={load}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'indexStats' })).toBeInTheDocument();
    expect(screen.getByText('Parameters')).toBeInTheDocument();
    expect(screen.getByText(/"index": "logs"/)).toBeInTheDocument();
    await waitFor(() => expect(responseText()).toBe('{\n  "acknowledged": true\n}'), LOAD);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on Reload', async () => {
    let calls = 0;
    const load = vi.fn(() => Promise.resolve({ call: (calls += 1) }));
    renderWithProviders(<ModalLoader opened onClose={vi.fn()} title="nodeStats" load={load} />);
    await waitFor(() => expect(responseText()).toContain('"call": 1'), LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(responseText()).toContain('"call": 2'), LOAD);
  });

  it('shows a failed call as the request error', async () => {
    const load = () =>
      Promise.reject(apiError(404, 'Not Found', { error: { type: 'index_not_found_exception' } }));
    renderWithProviders(<ModalLoader opened onClose={vi.fn()} title="indexInfo" load={load} />);
    expect(await screen.findByText('Error: Index not found')).toBeInTheDocument();
  });

  it('does not load while closed, and closes with Close', () => {
    const load = vi.fn(() => Promise.resolve({}));
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(
      <ModalLoader opened={false} onClose={onClose} title="ping" load={load} />,
    );
    expect(load).not.toHaveBeenCalled();
    rerender(<ModalLoader opened onClose={onClose} title="ping" load={load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
