import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import { byId, DOC_COLUMNS, docRows, fixRowLayout } from './testDocRows';
import { ESTIMATED_ROW_HEIGHT } from './virtualization';

const columns = DOC_COLUMNS;
const rows = docRows(50_000);

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
    renderWithProviders(
      <DataTable data={rows} columns={columns} getRowId={byId} paginate={false} />,
    );
    expect(screen.getByText('doc-0')).toBeInTheDocument();
    expect(bodyRowCount()).toBeGreaterThan(0);
    expect(bodyRowCount()).toBeLessThan(60);
    expect(screen.queryByText('doc-49999')).not.toBeInTheDocument();
  });

  it('renders the rows further down once scrolled there', () => {
    renderWithProviders(
      <DataTable data={rows} columns={columns} getRowId={byId} paginate={false} />,
    );
    const scrollBox = screen.getByRole('table').parentElement;
    if (!scrollBox) throw new Error('no scroll box');
    act(() => {
      scrollBox.scrollTop = 30_000 * ESTIMATED_ROW_HEIGHT;
      fireEvent.scroll(scrollBox);
    });
    expect(screen.getByText('doc-30000')).toBeInTheDocument();
    expect(screen.queryByText('doc-0')).not.toBeInTheDocument();
    expect(bodyRowCount()).toBeLessThan(60);
  });

  it('virtualizes with the sticky header on, even for a short page', () => {
    renderWithProviders(
      <DataTable
        data={rows.slice(0, 1000)}
        columns={columns}
        getRowId={byId}
        paginate={false}
        stickyHeader
      />,
    );
    expect(bodyRowCount()).toBeLessThan(60);
  });
});
