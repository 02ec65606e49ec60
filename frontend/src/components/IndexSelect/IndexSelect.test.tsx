import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { IndexMultiSelect } from './IndexMultiSelect';
import { IndexPatternInput } from './IndexPatternInput';
import { IndexSelectionInput } from './IndexSelectionInput';
import type { IndexSelection } from './selection';

const NAMES = ['logs-1', 'logs-2', 'metrics', 'traces', '<b>x</b>'];

function StatefulPattern({ initial, names = NAMES }: { initial: string; names?: string[] }) {
  const [value, setValue] = useState(initial);
  return <IndexPatternInput value={value} onChange={setValue} indexNames={names} />;
}

describe('IndexPatternInput', () => {
  it('counts matches as the pattern is typed', () => {
    renderWithProviders(<StatefulPattern initial="*" />);
    expect(screen.getByRole('button', { name: '5 matched indices' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Index pattern' }), {
      target: { value: 'logs-*' },
    });
    expect(screen.getByRole('button', { name: '2 matched indices' })).toBeInTheDocument();
  });

  it('shows no matches in the warning colour', () => {
    renderWithProviders(<StatefulPattern initial="nothing*" />);
    const button = screen.getByRole('button', { name: '0 matched indices' });
    expect(button.getAttribute('style') ?? '').toContain('orange');
    const some = renderWithProviders(<StatefulPattern initial="metrics" />);
    expect(
      within(some.container)
        .getByRole('button', { name: '1 matched index' })
        .getAttribute('style') ?? '',
    ).not.toContain('orange');
  });

  it('resets to * on Esc', () => {
    renderWithProviders(<StatefulPattern initial="logs-*" />);
    const box = screen.getByRole('textbox', { name: 'Index pattern' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('*');
  });

  it('lists the matches, as text, when the count is clicked', async () => {
    renderWithProviders(<StatefulPattern initial="<b>*,logs-2" />);
    await userEvent.click(screen.getByRole('button', { name: '2 matched indices' }));
    const list = await screen.findByRole('list', { name: 'Matched indices' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['<b>x</b>', 'logs-2']);
    expect(document.querySelector('b')).toBeNull();
  });
});

function StatefulMulti({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <IndexMultiSelect value={value} onChange={setValue} indexNames={NAMES} />;
}

describe('IndexMultiSelect', () => {
  it('shows up to three names, then a count', () => {
    renderWithProviders(<StatefulMulti initial={['logs-1', 'metrics']} />);
    expect(screen.getByRole('button', { name: 'Indices' })).toHaveTextContent('logs-1, metrics');
    renderWithProviders(<StatefulMulti initial={['logs-1', 'logs-2', 'metrics', 'traces']} />);
    expect(screen.getAllByRole('button', { name: 'Indices' })[1]).toHaveTextContent(
      '4 indices selected',
    );
  });

  it('filters options as the user types and picks one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulMulti />);
    await user.click(screen.getByRole('button', { name: 'Indices' }));
    await user.type(await screen.findByRole('textbox', { name: 'Type to filter' }), 'LOGS');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['logs-1', 'logs-2']);
    await user.click(options[1]);
    expect(screen.getByRole('button', { name: 'Indices' })).toHaveTextContent('logs-2');
  });

  it('selects and deselects every option the type-ahead shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulMulti initial={['traces']} />);
    await user.click(screen.getByRole('button', { name: 'Indices' }));
    await user.click(await screen.findByRole('button', { name: 'Select all' }));
    expect(screen.getByRole('button', { name: 'Indices' })).toHaveTextContent('5 indices selected');
    await user.type(screen.getByRole('textbox', { name: 'Type to filter' }), 'logs');
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getByRole('button', { name: 'Indices' })).toHaveTextContent(
      'metrics, traces, <b>x</b>',
    );
  });
});

describe('IndexSelectionInput', () => {
  it('switches from a pattern to its matches and back to a comma pattern', async () => {
    const user = userEvent.setup();
    const seen: IndexSelection[] = [];
    function Switcher() {
      const [value, setValue] = useState<IndexSelection>('logs-*');
      return (
        <IndexSelectionInput
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
          indexNames={NAMES}
        />
      );
    }
    renderWithProviders(<Switcher />);
    await user.click(screen.getByText('Select'));
    expect(screen.getByRole('button', { name: 'Indices' })).toHaveTextContent('logs-1, logs-2');
    await user.click(screen.getByText('Pattern'));
    expect(screen.getByRole('textbox', { name: 'Index pattern' })).toHaveValue('logs-1,logs-2');
    expect(seen).toEqual([['logs-1', 'logs-2'], 'logs-1,logs-2']);
  });

  it('passes typed patterns through unchanged', () => {
    const onChange = vi.fn();
    renderWithProviders(<IndexSelectionInput value="*" onChange={onChange} indexNames={NAMES} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Index pattern' }), {
      target: { value: 'met' },
    });
    expect(onChange).toHaveBeenCalledWith('met');
  });
});
