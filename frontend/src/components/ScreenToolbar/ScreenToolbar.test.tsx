import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { ScreenToolbar, type ScreenToolbarProps } from './ScreenToolbar';
import { SettingsMenu } from './SettingsMenu';

const list = (overrides: Partial<ScreenToolbarProps['list']> = {}) => ({
  filter: '',
  onFilterChange: vi.fn(),
  matched: 1,
  total: 3,
  ...overrides,
});

describe('ScreenToolbar', () => {
  it('shows the heading, reload and the slots in order', () => {
    renderWithProviders(
      <ScreenToolbar
        title="Indices"
        start={<button type="button">start</button>}
        list={list({ onReload: () => Promise.resolve() })}
        beforeFilter={<button type="button">before</button>}
        afterFilter={<button type="button">after</button>}
        settings={<button type="button">settings</button>}
        end={<button type="button">end</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Indices' })).toBeInTheDocument();
    const names = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => ['Reload', 'start', 'before', 'after', 'settings', 'end'].includes(text!));
    expect(names).toEqual(['Reload', 'start', 'before', 'after', 'settings', 'end']);
    expect(screen.getByRole('textbox', { name: 'Filter' })).toBeInTheDocument();
  });

  it('has no heading or reload when none is given', () => {
    renderWithProviders(<ScreenToolbar list={list()} filterLabel="Filter results" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter results' })).toBeInTheDocument();
  });

  it('shows the filter chip with its count, and clearing it empties the filter', () => {
    const onFilterChange = vi.fn();
    renderWithProviders(<ScreenToolbar list={list({ filter: 'logs', onFilterChange })} />);
    expect(screen.getByText('Matches 1 / 3 results')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Filter: 'logs'/ }));
    expect(onFilterChange).toHaveBeenCalledWith('');
  });

  it('leaves out the count while the rows have not arrived', () => {
    renderWithProviders(<ScreenToolbar list={list({ filter: 'logs' })} countsPending />);
    expect(screen.queryByText('Matches 1 / 3 results')).not.toBeInTheDocument();
  });
});

describe('SettingsMenu', () => {
  it('toggles its switches', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SettingsMenu
        label="Settings"
        switches={[{ label: 'Show hidden', checked: false, onChange }]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = screen.getByRole('menu');
    fireEvent.click(within(menu).getByRole('switch', { name: 'Show hidden' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
