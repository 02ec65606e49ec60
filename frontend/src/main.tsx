import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { droppedStorageNotice } from './app/storageNotice';
import { createPersistedStore } from './app/store';
import { applyColorScheme } from './app/theme/colorScheme';
import { notify } from './components/Notifications/notificationStore';
import { showPendingNotification } from './components/Notifications/pendingNotification';
import { initClusters } from './features/clusters/startup';
import { initI18n } from './i18n/i18n';
import { droppedStorageKeys } from './lib/storage';

// Reading the store reads every persisted area; a corrupted one is replaced by its defaults.
const store = createPersistedStore();
// Before anything renders, so the first paint is already in the right scheme.
applyColorScheme(store.getState().theme.appTheme);

async function start(root: HTMLElement): Promise<void> {
  const i18n = await initI18n(store.getState().language.lang);
  await store.dispatch(initClusters());
  const router = createAppRouter(store);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
  const notice = droppedStorageNotice(droppedStorageKeys(), (key, params) => i18n.t(key, params));
  if (notice) notify(notice);
  showPendingNotification();
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('Shardscope could not start', error);
    root.textContent = `Shardscope could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
