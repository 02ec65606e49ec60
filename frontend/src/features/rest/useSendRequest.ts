// Sending a tab's request: loading on and status emptied while it runs,
// then the response on the tab that sent it (even if another tab is shown by then), a history
// entry with the status after every answer (failed ones too), and the Error notification after a
// network failure.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { genericErrorNotification } from '../../api/client';
import type { ClusterTarget } from '../../api/types';
import {
  notifyContent,
  notifyRequestError,
} from '../../components/Notifications/notifyRequestError';
import type { RestRequest } from '../../engine/clusterDb';
import { sendConsoleRequest, type ConsoleResult } from './sendConsoleRequest';
import type { RestTabs } from './tabs/useRestTabs';

export interface SendRequest {
  send: (tabId: number) => Promise<void>;
  isSending: (tabId: number) => boolean;
}

interface SendOptions {
  target: ClusterTarget;
  /** The engine's name, for the server-error notification title. */
  engine: string;
  tabs: Pick<RestTabs, 'get' | 'setResponse'>;
  addHistory: (request: RestRequest, status: string) => Promise<void>;
}

export function useSendRequest({ target, engine, tabs, addHistory }: SendOptions): SendRequest {
  const { t } = useTranslation();
  const [sending, setSending] = useState<ReadonlySet<number>>(() => new Set());
  const running = useRef(new Set<number>());

  const mark = useCallback((id: number, on: boolean) => {
    if (on) running.current.add(id);
    else running.current.delete(id);
    setSending(new Set(running.current));
  }, []);

  const send = useCallback(
    async (tabId: number) => {
      const tab = tabs.get(tabId);
      if (!tab || running.current.has(tab.id)) return;
      mark(tab.id, true);
      const request = { ...tab.request };
      tabs.setResponse(tab.id, { ...tab.response, status: '' });
      let result: ConsoleResult;
      try {
        result = await sendConsoleRequest(target, request);
        performance.mark('rest:response');
        tabs.setResponse(tab.id, result.response);
      } catch (error) {
        notifyRequestError(error, t, engine);
        return;
      } finally {
        // The answer is shown: the tab can send again while the history is written.
        mark(tab.id, false);
      }
      if (result.networkError) notifyContent(genericErrorNotification(t('rest.networkError')), t);
      else await addHistory(request, result.response.status);
    },
    [addHistory, engine, mark, t, tabs, target],
  );

  return { send, isSending: (tabId) => sending.has(tabId) };
}
