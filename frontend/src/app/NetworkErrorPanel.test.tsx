import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../test/renderWithStore';
import { NetworkErrorPanel } from './NetworkErrorPanel';

describe('NetworkErrorPanel', () => {
  it('shows the error, links the cluster address and reloads on demand', async () => {
    const reload = vi.fn();
    await renderWithStore(<NetworkErrorPanel uri="http://es.internal:9200" reload={reload} />);
    expect(screen.getByText('Network error, cannot access your cluster.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://es.internal:9200' })).toHaveAttribute(
      'href',
      'http://es.internal:9200/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows an address that is not http(s) as text, never as a link', async () => {
    await renderWithStore(<NetworkErrorPanel uri="javascript:alert(1)" />);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says why the cluster could not be reached when there is more to say', async () => {
    await renderWithStore(
      <NetworkErrorPanel uri="http://es.internal:9200" reason={{ key: 'api.error.redirect' }} />,
    );
    expect(
      screen.getByText(/The cluster answered with a redirect, which Shardscope does not follow/),
    ).toBeInTheDocument();
  });
});
