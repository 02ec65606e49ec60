import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { ReloadButton } from './ReloadButton';

// Time only moves when the test says so, however slow the machine.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function chooseInterval(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Auto-refresh' }));
  fireEvent.click(screen.getByRole('menuitem', { name: label }));
}

describe('ReloadButton', () => {
  it('reloads on click', async () => {
    const onReload = vi.fn(() => Promise.resolve());
    renderWithProviders(<ReloadButton onReload={onReload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('reloads on the chosen interval and stops when it unmounts', async () => {
    const onReload = vi.fn(() => Promise.resolve());
    const { unmount } = renderWithProviders(<ReloadButton onReload={onReload} />);
    chooseInterval('5s');
    expect(screen.getByRole('button', { name: /Reload \(5s\)/ })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onReload).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onReload).toHaveBeenCalledTimes(2);

    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('stops when None is chosen', async () => {
    const onReload = vi.fn(() => Promise.resolve());
    renderWithProviders(<ReloadButton onReload={onReload} />);
    chooseInterval('1s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onReload).toHaveBeenCalledTimes(1);
    chooseInterval('None');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('never starts a reload while the last one is still running', async () => {
    let finish = () => {};
    const onReload = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithProviders(<ReloadButton onReload={onReload} />);
    chooseInterval('1s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(onReload).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onReload).toHaveBeenCalledTimes(2);
  });
});
