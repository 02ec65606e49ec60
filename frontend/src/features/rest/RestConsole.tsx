// The REST console of one cluster: heading, the open side panel, the tabs and the active tab's
// form. While the cluster cannot be reached the console stays, so its history and saved
// queries can still be read and copied; a notice says requests cannot be sent.
import { useState } from 'react';
import { clusterEngine } from '../../engine/profile';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import type { Cluster } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../components/Notifications/notificationStore';
import type { RestRequest } from '../../engine/clusterDb';
import { HistoryPanel } from './records/HistoryPanel';
import type { PastedRequests } from './request/paste';
import { RestForm } from './request/RestForm';
import { RestHeader } from './RestHeader';
import { RestTabBar } from './tabs/RestTabBar';
import { closePanel, selectRestState } from './restSlice';
import { SavedQueriesPanel } from './records/SavedQueriesPanel';
import { SaveRequestDialog } from './records/SaveRequestDialog';
import { useRestRecords } from './records/useRestRecords';
import { useRestTabs } from './tabs/useRestTabs';
import { useSendRequest } from './useSendRequest';

export function RestConsole({ cluster }: { cluster: Cluster }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const panel = useAppSelector((state) => selectRestState(state).panel);
  const tabs = useRestTabs(cluster.uuid);
  const records = useRestRecords(cluster.uuid);
  const sender = useSendRequest({
    target: cluster,
    engine: clusterEngine(cluster).name,
    tabs,
    addHistory: records.addHistory,
  });
  const use = (request: RestRequest) => tabs.applyToActive(request);
  const openInNewTab = (request: RestRequest) => void tabs.add(request);
  const panelActions = {
    onUse: use,
    onOpenInNewTab: openInNewTab,
    onClose: () => dispatch(closePanel()),
  };
  const active = tabs.activeTab;
  const paste = async (id: number, requests: PastedRequests) => {
    await tabs.paste(id, requests);
    if (requests.length === 1) return;
    notify({
      color: 'green',
      timeout: 5000,
      title: t('rest.paste.several', { count: requests.length }),
      body: t('rest.paste.severalBody'),
    });
  };
  const [saving, setSaving] = useState<RestRequest | null>(null);
  const save = async (request: RestRequest, name: string) => {
    setSaving(null);
    await records.saveQuery(request, name);
    notify({
      color: 'green',
      timeout: 5000,
      title: t('rest.form.saved'),
      body: t('rest.form.savedBody'),
    });
  };

  return (
    <Stack gap="sm">
      <RestHeader cluster={cluster} onUseExample={use} />
      {cluster.status === 'unknown' && (
        <Alert
          color="red"
          variant="light"
          icon={<IconPlugConnectedX />}
          title={t('rest.outage.title')}
        >
          {t('rest.outage.text')}
        </Alert>
      )}
      {panel === 'history' && <HistoryPanel records={records} {...panelActions} />}
      {panel === 'savedQueries' && <SavedQueriesPanel records={records} {...panelActions} />}
      {tabs.tabs === null || !active ? (
        <Center h={200}>
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <RestTabBar tabs={tabs} activeId={active.id} />
          <RestForm
            key={active.id}
            tab={active}
            cluster={cluster}
            sending={sender.isSending(active.id)}
            onChange={(request) => tabs.setRequest(active.id, request)}
            onSend={() => void sender.send(active.id)}
            onSave={() => setSaving({ ...active.request })}
            onPaste={(requests) => void paste(active.id, requests)}
          />
        </>
      )}
      <SaveRequestDialog
        request={saving}
        onSave={(request, name) => void save(request, name)}
        onClose={() => setSaving(null)}
      />
    </Stack>
  );
}
