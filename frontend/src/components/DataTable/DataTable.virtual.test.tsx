import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import {
  byId,
  DOC_COLUMNS,
  docRows,
  fixRowLayout,
  scrollRowsDown,
  type DocRow,
} from './testDocRows';
import type { DataTableProps } from './types';

const rows = docRows(50_000);

/** The 50,000 rows on one page, with `props` of a test's own. */
function renderUnpaged(props: Partial<DataTableProps<DocRow>> = {}) {
  return renderWithProviders(
    <DataTable data={rows} columns={DOC_COLUMNS} getRowId={byId} paginate={false} {...props} />,
  );
}

// The test DOM does no layout: give the scroll box a 500 px viewport and every row a fixed height.
beforeEach(() => {
  fixRowLayout();
});
afterEach(() => vi.restoreAllMocks());

function bodyRowCount(): number {
  return document.querySelectorAll('tbody tr:not([aria-hidden])').length;
}

describe('DataTable virtual scrolling', () => {
  it('keeps only the rows in view in the DOM for 50,000 rows', () => {
    renderUnpaged();
    expect(screen.getByText('doc-0')).toBeInTheDocument();
    expect(bodyRowCount()).toBeGreaterThan(0);
    expect(bodyRowCount()).toBeLessThan(60);
    expect(screen.queryByText('doc-49999')).not.toBeInTheDocument();
  });

  it('renders the rows further down once scrolled there', () => {
    renderUnpaged();
    scrollRowsDown(30_000);
    expect(screen.getByText('doc-30000')).toBeInTheDocument();
    expect(screen.queryByText('doc-0')).not.toBeInTheDocument();
    expect(bodyRowCount()).toBeLessThan(60);
  });

  it('virtualizes with the sticky header on, even for a short page', () => {
    renderUnpaged({ data: rows.slice(0, 1000), stickyHeader: true });
    expect(bodyRowCount()).toBeLessThan(60);
  });

  it('places rows of a known height without measuring them', () => {
    // The test DOM says every row is 34 px tall; a table told 20 px must not believe it.
    renderUnpaged({ rowHeight: 20 });
    const box = screen.getByRole('table').parentElement!;
    act(() => {
      box.scrollTop = 1000 * 20;
      fireEvent.scroll(box);
    });
    const rendered = document.querySelectorAll<HTMLElement>('tbody tr:not([aria-hidden])');
    // Row 1,000 at the top of the view, with the ten rows of overscan above it.
    expect(rendered[0]).toHaveTextContent('doc-990');
    expect(rendered[0]).toHaveStyle({ height: '20px', whiteSpace: 'nowrap' });
    const top = document.querySelector<HTMLElement>('tbody tr[aria-hidden] td')!;
    expect(top.style.height).toBe(`${990 * 20}px`);
  });
});
