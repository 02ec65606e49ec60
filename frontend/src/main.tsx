import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startRouteClusterCheck } from './app/loaders';
import { whenFirstScreenSettled, whenIdle } from './app/prefetch';
import { prefetchLazyCode } from './app/lazyCode';
import {
  createAppRouter,
  loadInIdleTime,
  loadScreenCodeOnIntent,
  prepareInIdleTime,
  preloadScreenCode,
  preloadScreenData,
} from './app/router';
import { pathBelowBasename } from './routing/basename';
import { removeFrame } from './app/frame/frameRecord';
import { droppedStorageNotice } from './app/storageNotice';
import { createPersistedStore } from './app/store';
import { applyColorScheme } from './app/theme/colorScheme';
import { setWriteConfirmer } from './api/client';
import { dropEarlyAnswers } from './api/earlyAnswers';
import { confirmWrite } from './components/ConfirmDialog/confirmWrite';
import { notify } from './components/Notifications/notificationStore';
import { loadNotificationCard } from './components/Notifications/NotificationHost';
import { loadQuestionDialog } from './components/ConfirmDialog/QuestionHost';
import { showPendingNotification } from './components/Notifications/pendingNotification';
import { initClusters } from './features/clusters/connection/startup';
import { initI18n } from './i18n/i18n';
import { loadDateAndCollationData } from './lib/locale';
import { startChartWorker } from './components/charts/chartWorker';
import { droppedStorageKeys } from './lib/storage';

// Reading the store reads every persisted area; a corrupted one is replaced by its defaults.
const store = createPersistedStore();
// A write to a cluster that asks first is sent only after the user says yes in this dialog.
setWriteConfirmer(confirmWrite);
// Before anything renders, so the first paint is already in the right scheme.
applyColorScheme(store.getState().theme.appTheme);

async function start(root: HTMLElement): Promise<void> {
  // Everything the first screen needs is asked for at once: its code, its strings, the clusters,
  // the shown cluster's check and, once it passed, the screen's data.
  const path = pathBelowBasename(window.location.pathname);
  const code = preloadScreenCode(path);
  const clusters = store.dispatch(initClusters()).then(() => {
    const index = startRouteClusterCheck(store, path);
    if (index !== null) preloadScreenData(store, path, index);
  });
  const language = store.getState().language.lang;
  const strings = initI18n(language);
  // The router starts once the screen's code has run too: its ask is then already sent when
  // building the router and the first render take the main thread.
  const [i18n] = await Promise.all([strings, clusters, code]);
  const router = createAppRouter(store);
  createRoot(root).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
  const notice = droppedStorageNotice(droppedStorageKeys(), (key, params) => i18n.t(key, params));
  if (notice) notify(notice);
  showPendingNotification();
  whenFirstScreenSettled(store, () => {
    // The page's answers the first screen did not take would be old for any later request.
    dropEarlyAnswers();
    // The other screens' code and the code editor: fetched now, run when needed.
    prefetchLazyCode();
    loadInIdleTime([loadNotificationCard, loadQuestionDialog]);
    // The work a screen's opening would wait for (the REST console's database).
    prepareInIdleTime(store);
    whenIdle(() => loadDateAndCollationData());
    // The Metrics screen's charts are drawn in a worker: started before they are asked for.
    whenIdle(() => startChartWorker());
  });
  loadScreenCodeOnIntent();
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('Shardscope could not start', error);
    removeFrame();
    root.textContent = `Shardscope could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
}
