import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { thawPersistence } from '../../lib/storage';
import { renderScreen } from '../../test/renderScreen';
import { pageLoad } from './pageLoad';
import { SettingsScreen } from './SettingsScreen';

afterEach(() => {
  thawPersistence();
  vi.restoreAllMocks();
  localStorage.clear();
});

function field(name: string): HTMLInputElement {
  return screen.getByRole('textbox', { name }) as HTMLInputElement;
}

function type(name: string, value: string): void {
  fireEvent.change(field(name), { target: { value } });
}

function chooseFile(container: HTMLElement, file: File): void {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('SettingsScreen fields', () => {
  it('saves a hide-indices pattern as typed, flags an invalid one and resets it', async () => {
    const { store } = await renderScreen(<SettingsScreen />, {});
    type('Hide indices regex', '^(logs');
    expect(store.getState().indicesPreferences.hideIndicesRegex).toBe('^(logs');
    expect(screen.getByText(/Invalid regular expression/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset to default: Hide indices regex' }));
    expect(store.getState().indicesPreferences.hideIndicesRegex).toBe('^\\..*');
    expect(field('Hide indices regex').value).toBe('^\\..*');
    expect(screen.queryByText(/Invalid regular expression/)).not.toBeInTheDocument();
  });

  it('edits the nodes area’s hide-attributes pattern; empty hides nothing and is valid', async () => {
    const { store } = await renderScreen(<SettingsScreen />, {});
    type('Hide node attributes regex', '');
    expect(store.getState().nodes.hideAttributesRegex).toBe('');
    expect(screen.queryByText(/Invalid regular expression/)).not.toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'Reset to default: Hide node attributes regex' }),
    );
    expect(store.getState().nodes.hideAttributesRegex).toBe('^(ml|xpack|transform)\\.');
  });

  it('saves only a whole field length from 1 to 1000, with a message otherwise', async () => {
    const { store } = await renderScreen(<SettingsScreen />, {});
    type('Document field max length', '50');
    expect(store.getState().searchPreferences.documentFieldMaxLength).toBe(50);
    for (const wrong of ['1001', '2.5', '']) {
      type('Document field max length', wrong);
      expect(screen.getByText('Only full numbers between 1 and 1000')).toBeInTheDocument();
      expect(store.getState().searchPreferences.documentFieldMaxLength).toBe(50);
    }
    fireEvent.click(
      screen.getByRole('button', { name: 'Reset to default: Document field max length' }),
    );
    expect(store.getState().searchPreferences.documentFieldMaxLength).toBe(200);
    expect(field('Document field max length').value).toBe('200');
  });

  it('switches timestamp localisation and vim key bindings', async () => {
    const { store } = await renderScreen(<SettingsScreen />, {});
    fireEvent.click(screen.getByRole('switch', { name: /Localize @timestamp/ }));
    fireEvent.click(screen.getByRole('switch', { name: /Vim key bindings/ }));
    expect(store.getState().searchPreferences.localizeTimestamp).toBe(false);
    expect(store.getState().codeEditor.vimMode).toBe(true);
  });
});

describe('SettingsScreen export', () => {
  it('says plainly what the export is not, and that secrets are in plain text only when included', async () => {
    await renderScreen(<SettingsScreen />, {});
    expect(screen.getByText(/not a backup of your cluster data: use snapshots/)).toBeVisible();
    expect(screen.getByText(/AWS secrets are left out of the file/)).toBeVisible();
    expect(screen.queryByText(/in plain text. Keep it somewhere safe/)).not.toBeInTheDocument();
    const include = screen.getByRole('checkbox', {
      name: 'Include passwords, API keys and AWS secrets',
    });
    expect(include).not.toBeChecked();
    fireEvent.click(include);
    expect(
      screen.getByText(/AWS secret access keys and session tokens in plain text/),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'What is included?' }));
    expect(
      await screen.findByText(/passwords, API keys and AWS secrets only when you include them/),
    ).toBeInTheDocument();
    expect(screen.getByText('REST query history, saved queries and tabs')).toBeInTheDocument();
  });
});

describe('SettingsScreen import', () => {
  const backup = new File(['{"store":{"i18n":{"lang":"it"}}}'], 'backup.json', {
    type: 'application/json',
  });

  it('keeps Import disabled until a file is chosen', async () => {
    const { container } = await renderScreen(<SettingsScreen />, {});
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    chooseFile(container, backup);
    expect(importButton).toBeEnabled();
  });

  it('asks first, and changes nothing when the user cancels', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    localStorage.setItem('i18n', '{"lang":"en"}');
    const { container } = await renderScreen(<SettingsScreen />, {});
    chooseFile(container, backup);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import backup' });
    expect(dialog).toHaveTextContent('overwrites your current settings and saved clusters');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('i18n')).toBe('{"lang":"en"}');
    expect(replace).not.toHaveBeenCalled();
  });

  it('imports once confirmed, then opens cluster 0', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    const { container } = await renderScreen(<SettingsScreen />, {});
    chooseFile(container, backup);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import backup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0][0].pathname).toMatch(/\/cluster\/0$/);
    expect(localStorage.getItem('i18n')).toBe('{"lang":"it"}');
  });

  it('shows why a file is refused, without asking to overwrite anything', async () => {
    const { container } = await renderScreen(<SettingsScreen />, {});
    chooseFile(
      container,
      new File(['{"version":"1.10.0"}'], 'b.json', { type: 'application/json' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/Invalid backup/)).toBeInTheDocument();
    expect(screen.getByText(/holds no 'store' section/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SettingsScreen reset', () => {
  it('asks first, then clears local storage and opens welcome', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    localStorage.setItem('theme', '{"preference":"dark"}');
    await renderScreen(<SettingsScreen />, {});
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect and reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect and reset' });
    expect(dialog).toHaveTextContent('deletes all saved data');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect and reset' }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0][0].pathname).toMatch(/\/welcome$/);
    expect(localStorage.length).toBe(0);
  });
});
