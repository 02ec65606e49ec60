import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/testUtils';
import { currentTranslations } from '../../../i18n/translate';
import { RecordsPanel } from './RecordsPanel';
import { HISTORY_FILTER_COLUMNS, historyColumns, matchesHistory } from './recordColumns';
import type { HistoryRow } from './useRestRecords';

const rows: HistoryRow[] = [
  { id: 2, method: 'POST', path: 'logs/_search', body: '{"size":1}', date: new Date(2000) },
  { id: 1, method: 'GET', path: '_cat/indices', body: '', date: new Date(1000) },
];

function renderPanel() {
  const actions = { onUse: vi.fn(), onOpenInNewTab: vi.fn(), onClose: vi.fn() };
  renderWithProviders(
    <RecordsPanel
      {...actions}
      title="History"
      rows={rows}
      columns={historyColumns(currentTranslations().t, 'en')}
      filterFn={matchesHistory}
      filterColumns={HISTORY_FILTER_COLUMNS}
      emptyText="No requests yet"
    />,
  );
  return actions;
}

const row = (text: string) =>
  within(screen.getByRole('table', { name: 'History' }))
    .getByText(text)
    .closest('tr') as HTMLElement;

describe('RecordsPanel', () => {
  it('highlights the clicked row and previews it with an editable body', async () => {
    const actions = renderPanel();
    expect(screen.getByText(/^Select a row to preview it/)).toBeInTheDocument();
    fireEvent.click(row('logs/_search'));
    expect(row('logs/_search')).toHaveAttribute('aria-current', 'true');
    expect(row('_cat/indices')).not.toHaveAttribute('aria-current');

    // The body is edited in the preview (here by Beautify), and the edited body is used.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Beautify' })).toBeVisible(), {
      timeout: 15_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Beautify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use in current tab' }));
    expect(actions.onUse).toHaveBeenCalledWith({
      method: 'POST',
      path: 'logs/_search',
      body: '{\n  "size": 1\n}',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open in new tab' }));
    expect(actions.onOpenInNewTab).toHaveBeenCalledWith({
      method: 'POST',
      path: 'logs/_search',
      body: '{\n  "size": 1\n}',
    });
  });

  it('uses a row in the current tab on a double click', () => {
    const actions = renderPanel();
    fireEvent.doubleClick(row('_cat/indices'));
    expect(actions.onUse).toHaveBeenCalledWith({ method: 'GET', path: '_cat/indices', body: '' });
  });

  it('narrows the rows with its search box', async () => {
    renderPanel();
    const table = screen.getByRole('table', { name: 'History' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), {
      target: { value: 'size' },
    });
    await waitFor(() => expect(within(table).queryByText('_cat/indices')).not.toBeInTheDocument());
    expect(within(table).getByText('logs/_search')).toBeInTheDocument();
  });
});
