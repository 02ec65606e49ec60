import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '../store';
import { renderWithStore } from '../../test/renderWithStore';
import { ThemeSwitcher } from './ThemeSwitcher';

function mockSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark }) as MediaQueryList),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ThemeSwitcher', () => {
  it('marks the current preference', async () => {
    await renderWithStore(
      <ThemeSwitcher />,
      createAppStore({ theme: { preference: 'dark', appTheme: 'dark' } }),
    );
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the system once auto is chosen', async () => {
    const { store } = await renderWithStore(
      <ThemeSwitcher />,
      createAppStore({ theme: { preference: 'light', appTheme: 'light' } }),
    );
    mockSystemDark(true);
    await userEvent.click(screen.getByRole('button', { name: 'Auto (follows the system)' }));
    expect(store.getState().theme).toEqual({ preference: 'auto', appTheme: 'dark' });
  });
});
