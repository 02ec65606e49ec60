import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { thawPersistence } from '../../../lib/storage';
import { renderScreen } from '../../../test/renderScreen';
import { pageLoad } from '../pageLoad';
import { ImportBackupAction } from './ImportBackupAction';

afterEach(() => {
  thawPersistence();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ImportBackupAction', () => {
  it('imports from its dialog without asking, then opens cluster 0', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    await renderScreen(<ImportBackupAction />, {}, '/welcome');
    fireEvent.click(screen.getByRole('button', { name: 'Import backup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import backup' });
    const input = dialog.querySelector('input[type="file"]');
    if (!input) throw new Error('no file input');
    const file = new File(
      ['{"store":{"theme":{"preference":"dark","appTheme":"dark"}}}'],
      'b.json',
    );
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/overwrites your current settings/)).not.toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('{"preference":"dark","appTheme":"dark"}');
  });
});
