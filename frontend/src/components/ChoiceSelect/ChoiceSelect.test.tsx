import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { ChoiceSelect } from './ChoiceSelect';

type Colour = 'red' | 'blue';
const COLOURS: readonly Colour[] = ['red', 'blue'];
const WORDS: Record<Colour, string> = { red: 'Crimson', blue: 'Navy' };

function renderSelect(value: Colour | null, onChange = vi.fn()) {
  renderWithProviders(
    <ChoiceSelect
      w={120}
      label="Colour"
      placeholder="Any colour"
      choices={COLOURS}
      labelOf={(colour) => WORDS[colour]}
      value={value}
      onChange={onChange}
    />,
  );
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

  it('reports no choice when the chosen one is picked again', async () => {
    const onChange = renderSelect('red');
    await userEvent.click(screen.getByRole('textbox', { name: 'Colour' }));
    await userEvent.click(screen.getByRole('option', { name: 'Crimson' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
