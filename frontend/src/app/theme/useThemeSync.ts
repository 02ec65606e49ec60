import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { applyColorScheme } from './colorScheme';
import { systemThemeChanged } from './themeSlice';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Keeps the shown theme in step with the operating system while the preference is 'auto',
 * and the page's scheme attribute in step with the shown theme.
 */
export function useThemeSync(): void {
  const dispatch = useAppDispatch();
  const preference = useAppSelector((state) => state.theme.preference);
  const appTheme = useAppSelector((state) => state.theme.appTheme);

  useEffect(() => applyColorScheme(appTheme), [appTheme]);

  useEffect(() => {
    if (preference !== 'auto' || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) =>
      dispatch(systemThemeChanged({ systemIsDark: event.matches }));
    dispatch(systemThemeChanged({ systemIsDark: query.matches }));
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [dispatch, preference]);
}
