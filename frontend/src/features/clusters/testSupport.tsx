// Renders this feature's components with its store, Mantine, the widget hosts (confirmations,
// notifications), English strings and a memory router.
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { WidgetsProvider } from '../../components/WidgetsProvider';
import en from '../../i18n/locales/en.json';
import { createTranslations, setTranslations } from '../../i18n/translate';
import { createClustersStore, type ClustersStore } from './testClusters';

setTranslations(createTranslations('en', en));

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
