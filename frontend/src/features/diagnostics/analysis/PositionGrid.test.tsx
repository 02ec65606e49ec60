import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnalyzedToken } from '../../../engine/diagnostics/analyzeExplain';
import { renderWithStore } from '../../../test/renderWithStore';
import { POSITIONS_PER_WINDOW, PositionGrid } from './PositionGrid';

function words(count: number, name = 'w'): AnalyzedToken[] {
  return Array.from({ length: count }, (_, position) => ({
    token: `${name}${position}`,
    position,
    start: position * 4,
    end: position * 4 + 3,
    type: '<ALPHANUM>',
    positionLength: 1,
    attributes: {},
  }));
}

const columnHeadings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent);

describe('PositionGrid', () => {
  it('shows a long analysis a window of positions at a time, the dropped tokens of the window', async () => {
    const tokenizer = words(120);
    const stopped = tokenizer.filter((token) => token.position % 10 !== 0);
    await renderWithStore(
      <PositionGrid
        label="Each stage"
        rowsHeading="Stage"
        rows={[
          { key: 'tokenizer', label: 'standard', tokens: tokenizer },
          { key: 'stop', label: 'stop', tokens: stopped, dropped: [tokenizer[0]!, tokenizer[30]!] },
        ]}
      />,
    );
    const user = userEvent.setup();
    const table = screen.getByRole('table', { name: 'Each stage' });
    expect(columnHeadings(table)).toHaveLength(POSITIONS_PER_WINDOW);
    expect(columnHeadings(table)[0]).toBe('Position 0');
    expect(screen.getByRole('status')).toHaveTextContent('Positions 1 to 25 of 120');
    expect(within(table).getByText('Dropped: w0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier positions' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Later positions' }));
    expect(columnHeadings(table)[0]).toBe('Position 25');
    expect(within(table).getAllByText('w25')).toHaveLength(2);
    expect(within(table).queryByText('w0')).toBeNull();
    expect(within(table).getByText('Dropped: w30')).toBeInTheDocument();
    for (let step = 0; step < 3; step += 1)
      await user.click(screen.getByRole('button', { name: 'Later positions' }));
    expect(screen.getByRole('status')).toHaveTextContent('Positions 101 to 120 of 120');
    expect(columnHeadings(table)).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Later positions' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Earlier positions' }));
    expect(columnHeadings(table)[0]).toBe('Position 75');
  });

  it('shows a short analysis whole, without window buttons', async () => {
    await renderWithStore(
      <PositionGrid
        label="Each stage"
        rowsHeading="Stage"
        rows={[{ key: 'tokenizer', label: 'standard', tokens: words(3) }]}
      />,
    );
    expect(columnHeadings(screen.getByRole('table'))).toEqual([
      'Position 0',
      'Position 1',
      'Position 2',
    ]);
    expect(screen.queryByRole('button', { name: 'Later positions' })).toBeNull();
  });

  it('puts tokens at one position (synonyms) in one cell, each marked', async () => {
    const [quick] = words(1, 'quick');
    const fast = { ...quick!, token: 'fast', type: 'SYNONYM' };
    await renderWithStore(
      <PositionGrid
        label="Each stage"
        rowsHeading="Stage"
        rows={[
          { key: 'tokenizer', label: 'standard', tokens: [quick!] },
          { key: 'synonyms', label: 'synonym', tokens: [quick!, fast], marks: ['kept', 'added'] },
        ]}
      />,
    );
    const cells = within(screen.getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['quick0', 'quick0fastadded']);
  });
});
