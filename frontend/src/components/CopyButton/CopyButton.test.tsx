import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { CopyButton } from './CopyButton';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  // Time only moves when the test says so: a slow machine must not eat the 1 s of feedback.
  vi.useFakeTimers();
  writeText.mockReset();
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(async () => {});
}

describe('CopyButton', () => {
  it('copies the value and says so for one second', async () => {
    writeText.mockResolvedValue();
    renderWithProviders(<CopyButton value="GET _cat/indices" label="Copy error" />);
    await click('Copy error');
    expect(writeText).toHaveBeenCalledWith('GET _cat/indices');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy error' })).toBeInTheDocument();
  });

  it('computes a lazy value on click', async () => {
    writeText.mockResolvedValue();
    renderWithProviders(<CopyButton value={() => 'computed'} />);
    await click('Copy');
    expect(writeText).toHaveBeenCalledWith('computed');
  });

  it('says the copy failed when no clipboard path works', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithProviders(<CopyButton value="x" />);
    await click('Copy');
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });
});
