import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import { byId, DOC_COLUMNS, docRows, fixRowLayout, type DocRow } from './testDocRows';
import { ESTIMATED_ROW_HEIGHT } from './virtualization';

const columns = DOC_COLUMNS;
const rowsOf = docRows;

/** An unpaginated table of `data` whose active row is `active`. */
function table(data: DocRow[], active: string, scrollToActiveRow: boolean) {
  return (
    <DataTable
      data={data}
      columns={columns}
      getRowId={byId}
      paginate={false}
      activeRowId={active}
      scrollToActiveRow={scrollToActiveRow}
    />
  );
}

// The test DOM does no layout: give the scroll box a 500 px viewport, every row a fixed height and the
// box the height of all rows, and make scrollTo move the box as a browser does.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(
    5_000 * ESTIMATED_ROW_HEIGHT,
  );
  vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function scrollTo(
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  });
  fixRowLayout();
});
afterEach(() => vi.restoreAllMocks());

describe('DataTable scrollToActiveRow', () => {
  it('renders the active row of a long virtual table, far below the first rows', async () => {
    renderWithProviders(table(rowsOf(5_000), 'doc-4321', true));
    const row = (await screen.findByText('doc-4321')).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('doc-0')).not.toBeInTheDocument();
  });

  it('leaves a long table at its top without the option', () => {
    renderWithProviders(table(rowsOf(5_000), 'doc-4321', false));
    expect(screen.getByText('doc-0')).toBeInTheDocument();
    expect(screen.queryByText('doc-4321')).not.toBeInTheDocument();
  });

  it('scrolls a short table to the active row once, not again on later answers', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { rerender } = renderWithProviders(table(rowsOf(20), 'doc-7', true));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByText('doc-7').closest('tr'));
    rerender(table(rowsOf(21), 'doc-7', true));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
