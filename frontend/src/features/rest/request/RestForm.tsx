// The request form of one tab: request line, the body editor and the response
// viewer in an area resizable in height and split in width, and the footer. Ctrl-Enter or
// Cmd-Enter sends from anywhere in the form. An empty path is not sent (it would ask the
// cluster's root by accident): the path field says so instead. A read-only cluster is sent only
// reads: a write is kept back and a message under the request line says why. Sending also checks
// the request line at once (RequestChecks), without waiting for typing to pause.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { Cluster } from '../../../api/types';
import { ResizableContainer } from '../../../components/ResizableContainer/ResizableContainer';
import type { RestRequest } from '../../../engine/clusterDb';
import { isReadRequest } from '../../../engine/readRequests';
import { encodeRestPath } from '../../../engine/restPath';
import { useCatalogue } from '../catalogue/loadCatalogue';
import { BodyPane } from './BodyPane';
import { FormFooter } from './FormFooter';
import type { PastedRequests } from './paste';
import { RequestChecks, requestLine } from './RequestChecks';
import { RequestLine } from './RequestLine';
import { isEmptyPath, sendsBody, toRestMethod } from '../restRequest';
import { ResponsePane } from '../response/ResponsePane';
import { SplitPane } from '../SplitPane';
import type { StoredTab } from '../tabs/tabs';

interface RestFormProps {
  tab: StoredTab;
  cluster: Cluster;
  sending: boolean;
  onChange: (request: Partial<RestRequest>) => void;
  onSend: () => void;
  onSave: () => void;
  /** Text was pasted: the requests it holds, or the form's request with the text as body. */
  onPaste: (requests: PastedRequests) => void;
}

export function RestForm({
  tab,
  cluster,
  sending,
  onChange: change,
  onSend: sendTab,
  onSave,
  onPaste,
}: RestFormProps) {
  const { t } = useTranslation();
  const catalogue = useCatalogue(cluster.distribution);
  const [triedEmptyPath, setTriedEmptyPath] = useState(false);
  const [triedWrite, setTriedWrite] = useState(false);
  const [sentLine, setSentLine] = useState<string | null>(null);
  const pathMissing = triedEmptyPath && isEmptyPath(tab.request.path);
  const keptBack = writeKeptBack(cluster, tab.request);
  // The request with the edits handed over since the last drawing: a field hands over what it
  // holds just before it sends.
  const latest = useRef(tab.request);
  useLayoutEffect(() => {
    latest.current = tab.request;
  }, [tab.request]);
  const onChange = (request: Partial<RestRequest>) => {
    latest.current = { ...latest.current, ...request };
    change(request);
  };
  const onSend = () => {
    const request = latest.current;
    const refused = writeKeptBack(cluster, request);
    setTriedEmptyPath(isEmptyPath(request.path));
    setTriedWrite(refused);
    setSentLine(requestLine(request.method, request.path));
    if (!isEmptyPath(request.path) && !refused) sendTab();
  };
  // The editor handles the shortcut itself (and marks the event handled).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
      return;
    event.preventDefault();
    onSend();
  };
  return (
    <Stack gap="xs" onKeyDown={onKeyDown} role="form" aria-label={tab.label}>
      <RequestLine
        request={tab.request}
        sending={sending}
        pathMissing={pathMissing}
        catalogue={catalogue}
        version={cluster.version}
        onChange={onChange}
        onSend={onSend}
        onPaste={onPaste}
      />
      <RequestChecks
        catalogue={catalogue}
        version={cluster.version}
        method={tab.request.method}
        path={tab.request.path}
        sentLine={sentLine}
        onChangePath={(path) => onChange({ path })}
      />
      {triedWrite && keptBack && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconLock />}
          data-testid="rest-read-only-refusal"
          title={t('rest.readOnly.title')}
        >
          {t('rest.readOnly.text', {
            cluster: cluster.name,
            method: toRestMethod(tab.request.method),
            path: tab.request.path,
          })}
        </Alert>
      )}
      <ResizableContainer panel="restForm">
        <SplitPane
          left={
            <BodyPane
              request={tab.request}
              catalogue={catalogue}
              version={cluster.version}
              onChange={onChange}
              onSend={onSend}
              onPaste={onPaste}
            />
          }
          right={<ResponsePane response={tab.response} />}
        />
      </ResizableContainer>
      <FormFooter tab={tab} target={cluster} sending={sending} onSend={onSend} onSave={onSave} />
    </Stack>
  );
}

/** Whether the request is a write the cluster, being read-only, is never sent. */
function writeKeptBack(cluster: Cluster, request: RestRequest): boolean {
  if (cluster.protection !== 'read-only') return false;
  const method = toRestMethod(request.method);
  // The body as sendConsoleRequest sends it: an SQL statement can tell a read from a write.
  const body = sendsBody(method) ? request.body : undefined;
  return !isReadRequest(method, encodeRestPath(request.path), body);
}
