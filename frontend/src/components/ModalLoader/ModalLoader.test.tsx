import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, toClusterErrorInfo } from '../../api/errors';
import { renderWithProviders } from '../testUtils';
import { ModalLoader, type ModalLoaderQuery } from './ModalLoader';

// The viewer's CodeMirror chunk loads on demand, which takes a while on a busy machine.
const LOAD = { timeout: 15_000 };

function responseText(): string {
  return [...document.querySelectorAll('.cm-content .cm-line')]
    .map((line) => line.textContent)
    .join('\n');
}

const answered = (data: unknown): ModalLoaderQuery => ({
  data,
  isFetching: false,
  refetch: vi.fn(),
});

// Which calls run, and when, is the caller's: see features/indices/IndexDialogs.test.tsx.
describe('ModalLoader', () => {
  it('shows the operation, its parameters and the JSON response', async () => {
    renderWithProviders(
      <ModalLoader
        opened
        onClose={vi.fn()}
        title="indexStats"
        params={{ index: 'logs' }}
        query={answered({ acknowledged: true })}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'indexStats' })).toBeInTheDocument();
    expect(screen.getByText('Parameters')).toBeInTheDocument();
    expect(screen.getByText(/"index": "logs"/)).toBeInTheDocument();
    await waitFor(() => expect(responseText()).toBe('{\n  "acknowledged": true\n}'), LOAD);
  });

  it('runs the call again on Reload', () => {
    const query = answered({ call: 1 });
    renderWithProviders(<ModalLoader opened onClose={vi.fn()} title="nodeStats" query={query} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a failed call as the request error', async () => {
    const error = toClusterErrorInfo(
      apiError(404, 'Not Found', { error: { type: 'index_not_found_exception' } }),
    );
    renderWithProviders(
      <ModalLoader
        opened
        onClose={vi.fn()}
        title="indexInfo"
        query={{ error, isFetching: false, refetch: vi.fn() }}
      />,
    );
    expect(await screen.findByText('Error: Index not found')).toBeInTheDocument();
  });

  it('shows nothing while closed, and closes with Close', () => {
    const onClose = vi.fn();
    const query = answered({});
    const { rerender } = renderWithProviders(
      <ModalLoader opened={false} onClose={onClose} title="ping" query={query} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ModalLoader opened onClose={onClose} title="ping" query={query} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
