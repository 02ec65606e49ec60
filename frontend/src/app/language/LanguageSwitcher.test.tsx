import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSISTED_AREA_WRITERS } from '../persistedAreas';
import { createAppStore } from '../store';
import { persistAreas } from '../persistence';
import { renderWithStore } from '../../test/renderWithStore';
import { LanguageSwitcher } from './LanguageSwitcher';

afterEach(() => localStorage.clear());

async function setup() {
  const store = createAppStore({ language: { lang: 'en' } });
  persistAreas(store, PERSISTED_AREA_WRITERS);
  const reload = vi.fn(() => {
    // What the reloaded page will read.
    expect(JSON.parse(localStorage.getItem('i18n') ?? 'null')).toEqual({ lang: 'fr' });
  });
  await renderWithStore(<LanguageSwitcher reload={reload} />, store);
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  return { store, reload };
}

describe('LanguageSwitcher', () => {
  it('offers the six languages by their own names', async () => {
    await setup();
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['English', '中文', 'Français', 'Italiano', 'Русский', '日本語']);
  });

  it('saves the new language before reloading the page', async () => {
    const { store, reload } = await setup();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(store.getState().language.lang).toBe('fr');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the language already shown', async () => {
    const { reload } = await setup();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('i18n')).toBeNull();
  });
});
