import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { VisibilityState } from '@tanstack/react-table';
import { renderWithProviders } from '../testUtils';
import { TableSettingsMenu } from './TableSettingsMenu';

const columns = [
  { id: '_index', label: '_index' },
  { id: '_id', label: '_id' },
  { id: '_score', label: '_score' },
];

function Settings({ initial = {} }: { initial?: VisibilityState }) {
  const [visibility, setVisibility] = useState<VisibilityState>(initial);
  const [sticky, setSticky] = useState(false);
  return (
    <>
      <TableSettingsMenu
        columns={columns}
        visibility={visibility}
        onVisibilityChange={setVisibility}
        defaultVisibility={{ _score: false }}
        stickyHeader={sticky}
        onStickyHeaderChange={setSticky}
      />
      <output>{JSON.stringify({ visibility, sticky })}</output>
    </>
  );
}

const state = () =>
  JSON.parse(screen.getByRole('status').textContent ?? '{}') as {
    visibility: VisibilityState;
    sticky: boolean;
  };
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Table settings' }));

describe('TableSettingsMenu', () => {
  it('hides and shows a column with its checkbox', () => {
    renderWithProviders(<Settings />);
    open();
    fireEvent.click(screen.getByRole('checkbox', { name: '_id' }));
    expect(state().visibility).toEqual({ _id: false });
    expect(screen.getByRole('checkbox', { name: '_id' })).not.toBeChecked();
  });

  it('hides every column on Clear and restores the defaults on Reset', () => {
    renderWithProviders(<Settings />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(state().visibility).toEqual({ _index: false, _id: false, _score: false });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(state().visibility).toEqual({ _score: false });
  });

  it('shows how many columns are hidden', () => {
    renderWithProviders(<Settings initial={{ _id: false, _score: false }} />);
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('switches the sticky header', () => {
    renderWithProviders(<Settings />);
    open();
    fireEvent.click(screen.getByRole('switch', { name: 'Sticky header' }));
    expect(state().sticky).toBe(true);
  });
});
