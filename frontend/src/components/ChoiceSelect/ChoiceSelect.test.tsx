import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MantineProvider, Select, type SelectProps } from '@mantine/core';
import { createMantineTheme } from '../../app/theme/mantineTheme';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { ChoiceSelect } from './ChoiceSelect';

type Colour = 'red' | 'blue';
const COLOURS: readonly Colour[] = ['red', 'blue'];
const WORDS: Record<Colour, string> = { red: 'Crimson', blue: 'Navy' };

/** The colour select of the tests; `required`: a colour must be chosen, at the default size. */
function colourSelect(
  value: Colour | null,
  onChange: (colour: Colour | null) => void,
  required = false,
) {
  return (
    <ChoiceSelect
      w={120}
      label="Colour"
      placeholder="Any colour"
      choices={COLOURS}
      labelOf={(colour) => WORDS[colour]}
      value={value}
      onChange={onChange}
      {...(required ? { clearable: false, size: 'sm', checkIconPosition: 'right' } : {})}
    />
  );
}

function renderSelect(value: Colour | null, onChange = vi.fn(), required = false) {
  renderWithProviders(colourSelect(value, onChange, required));
  return onChange;
}

describe('ChoiceSelect', () => {
  it('is named by its label and shows the placeholder with no choice', () => {
    renderSelect(null);
    const input = screen.getByRole('textbox', { name: 'Colour' });
    expect(input).toHaveAttribute('placeholder', 'Any colour');
    expect(input).toHaveValue('');
  });

  it('shows the chosen choice in its words', () => {
    renderSelect('blue');
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('Navy');
  });

  it('offers every choice in its words and reports the one picked', async () => {
    const onChange = renderSelect(null);
    await userEvent.click(screen.getByRole('textbox', { name: 'Colour' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Crimson',
      'Navy',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Navy' }));
    expect(onChange).toHaveBeenLastCalledWith('blue');
  });

  it('keeps a required choice when the chosen one is picked again', async () => {
    const onChange = renderSelect('red', vi.fn(), true);
    await userEvent.click(screen.getByRole('textbox', { name: 'Colour' }));
    await userEvent.click(screen.getByRole('option', { name: 'Crimson' }));
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveValue('Crimson');
  });

  it('reports no choice when the chosen one is picked again', async () => {
    const onChange = renderSelect('red');
    await userEvent.click(screen.getByRole('textbox', { name: 'Colour' }));
    await userEvent.click(screen.getByRole('option', { name: 'Crimson' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('ChoiceSelect before its first use', () => {
  /** The markup, React's ids and Select's hidden form input aside. */
  function html(ui: ReactElement): string {
    const { container, unmount } = render(
      <MantineProvider theme={createMantineTheme('Close')}>{ui}</MantineProvider>,
    );
    const copy = container.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
    for (const hidden of copy.querySelectorAll('input[type="hidden"]')) hidden.remove();
    const markup = copy.innerHTML;
    unmount();
    return markup;
  }

  /** Mantine's Select as the colour select would be, with `props` of its own. */
  function mantineSelect(value: Colour | null, props: SelectProps) {
    return (
      <Select
        w={120}
        aria-label="Colour"
        placeholder="Any colour"
        data={COLOURS.map((colour) => ({ value: colour, label: WORDS[colour] }))}
        value={value}
        {...props}
      />
    );
  }

  it.each([null, 'blue' as const])(
    'is the elements of the Select it becomes (value: %s)',
    (value) => {
      const select = mantineSelect(value, { size: 'xs', clearable: true, allowDeselect: true });
      expect(html(colourSelect(value, () => {}))).toBe(html(select));
    },
  );

  it('is the elements of the Select it becomes when a choice is required', () => {
    const select = mantineSelect('red', {
      size: 'sm',
      allowDeselect: false,
      checkIconPosition: 'right',
    });
    expect(html(colourSelect('red', () => {}, true))).toBe(html(select));
  });

  it('opens its list from the keyboard', async () => {
    const user = userEvent.setup();
    renderSelect(null);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveFocus();
  });

  it('clears the choice with its clear button', async () => {
    const onChange = renderSelect('red');
    const clear = document.querySelector('.mantine-InputClearButton-root, [class*="ClearButton"]');
    expect(clear).not.toBeNull();
    await userEvent.click(clear as Element);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
