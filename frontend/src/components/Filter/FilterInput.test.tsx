import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { FILTER_DEBOUNCE_MS, FilterInput } from './FilterInput';
import { FilterStateChip } from './FilterStateChip';

// Time only moves when the test says so, however slow the machine.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('textbox', { name: 'Filter' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('FilterInput', () => {
  it('reports the text FILTER_DEBOUNCE_MS after typing stops, once for a burst of keys', () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterInput value="" onChange={onChange} />);
    type('n');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 20));
    type('no');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 20));
    type('node');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('node');
  });

  it('clears on Esc at once, dropping a change still waiting', () => {
    const onChange = vi.fn();
    renderWithProviders(<FilterInput value="logs" onChange={onChange} />);
    type('logs-2024');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lists the filterable columns in its hover title', () => {
    renderWithProviders(
      <FilterInput value="" onChange={vi.fn()} columns={['name', 'ip', 'id', 'version']} />,
    );
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveAttribute(
      'title',
      expect.stringContaining('name, ip, id, version'),
    );
  });

  it('follows a filter cleared from the chip', () => {
    function Screen() {
      const [filter, setFilter] = useState('');
      return (
        <>
          <FilterInput value={filter} onChange={setFilter} />
          <FilterStateChip filter={filter} filtered={2} total={9} onClear={() => setFilter('')} />
        </>
      );
    }
    renderWithProviders(<Screen />);
    type('es-01');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(screen.getByText("Filter: 'es-01'")).toBeInTheDocument();
    expect(screen.getByText('Matches 2 / 9 results')).toBeInTheDocument();

    fireEvent.click(screen.getByText("Filter: 'es-01'"));
    expect(box()).toHaveValue('');
    expect(screen.queryByText(/Filter: '/)).not.toBeInTheDocument();
  });
});

describe('FilterStateChip', () => {
  it('is hidden without a filter', () => {
    renderWithProviders(<FilterStateChip filter="  " filtered={1} total={1} onClear={vi.fn()} />);
    expect(screen.queryByText(/Filter:/)).not.toBeInTheDocument();
  });

  it('shows cluster text as text', () => {
    renderWithProviders(
      <FilterStateChip filter="<b>x</b>" filtered={0} total={3} onClear={vi.fn()} />,
    );
    expect(screen.getByText("Filter: '<b>x</b>'")).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });
});
