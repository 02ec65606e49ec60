import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/testUtils';
import { CsvOptions } from './CsvOptions';
import { initialDraft } from './exportDraft';

const { csv } = initialDraft('books', '');

describe('the CSV columns', () => {
  it('offers all columns only once the mapping is read, then chooses its fields', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <CsvOptions csv={csv} onChange={onChange} columns={{ isFetching: true }} />,
    );
    const all = screen.getByRole('button', { name: 'All columns' });
    expect(all).toBeDisabled();
    fireEvent.click(all);
    expect(onChange).not.toHaveBeenCalled();

    rerender(
      <CsvOptions
        csv={csv}
        onChange={onChange}
        columns={{ isFetching: false, data: ['title', 'author.name'] }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'All columns' }));
    expect(onChange).toHaveBeenCalledWith({
      columns: expect.arrayContaining(['title', 'author.name']),
    });
  });
});
