// Renders this feature's components with its store, Mantine, the widget hosts (confirmations,
// notifications), English strings and a memory router.
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { WidgetsProvider } from '../../components/WidgetsProvider';
import en from '../../i18n/locales/en.json';
import { createClustersStore, type ClustersStore } from './testClusters';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

Element.prototype.scrollIntoView ??= function scrollIntoView() {};

export function renderClusters(
  ui: ReactElement,
  store: ClustersStore = createClustersStore(),
  path = '/cluster/0',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MantineProvider>
        <WidgetsProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </WidgetsProvider>
      </MantineProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}
