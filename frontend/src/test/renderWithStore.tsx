// Renders a component with the app's store, Mantine (transitions and portals off) and English
// strings.
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { attachClusterApi } from '../app/clusterApiStore';
import { createAppStore, type AppStore } from '../app/store';
import { initI18n } from '../i18n/i18n';

export async function renderWithStore(ui: ReactElement, store: AppStore = createAppStore()) {
  await initI18n('en');
  attachClusterApi(store);
  const view = render(
    <Provider store={store}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </Provider>,
  );
  return { store, ...view };
}
