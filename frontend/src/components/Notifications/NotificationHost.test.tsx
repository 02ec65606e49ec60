import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { dismissAllNotifications, notify } from './notificationStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissAllNotifications());
  vi.useRealTimers();
});

function show(input: Partial<Parameters<typeof notify>[0]> = {}) {
  act(() => {
    notify({ color: 'red', timeout: 20000, title: '500 Elasticsearch server error', ...input });
  });
}

const bar = () => screen.getByRole('progressbar', { name: 'Time until it closes' });

describe('notifications', () => {
  it('shows title and body, and closes itself when the timeout ends', () => {
    renderWithProviders(<div />);
    show({ timeout: 5000, title: '200 OK - index created', body: 'acknowledged' });
    expect(screen.getByText('200 OK - index created')).toBeInTheDocument();
    expect(screen.getByText('acknowledged')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('200 OK - index created')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('200 OK - index created')).not.toBeInTheDocument();
  });

  it('counts the progress bar down every 100 ms', () => {
    renderWithProviders(<div />);
    show({ timeout: 1000 });
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
  });

  it('pauses while hovered and resumes on leaving', () => {
    renderWithProviders(<div />);
    show({ timeout: 1000 });
    const card = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(10_000));
    expect(bar()).toHaveAttribute('aria-valuenow', '40');

    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes with the Close button', () => {
    renderWithProviders(<div />);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Copy response only with a copyable text', () => {
    renderWithProviders(<div />);
    show({ title: 'without' });
    expect(screen.queryByRole('button', { name: 'Copy response' })).not.toBeInTheDocument();
    show({ title: 'with', copyableText: '{"error":"x"}' });
    expect(screen.getByRole('button', { name: 'Copy response' })).toBeInTheDocument();
  });

  it('stays until closed when the timeout is 0, without a progress bar', () => {
    renderWithProviders(<div />);
    show({ timeout: 0 });
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows cluster text as text', () => {
    renderWithProviders(<div />);
    show({ body: '<img src=x onerror=alert(1)>' });
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
