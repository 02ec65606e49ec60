// The edit-document dialog (data spec 2.10): '{index} / {type} / {id}' with a reload button,
// the metadata that is not null, the source in the JSON editor and Update (PUT with
// refresh=true and the routing). A successful update notifies and closes the dialog.
import { useMemo, useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentRef, GetDocumentResponse } from '../../api/operations/documents';
import { queryRequestState } from '../../api/queryState';
import { CodeEditor } from '../../components/CodeEditor/CodeEditor';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ResizableContainer } from '../../components/ResizableContainer/ResizableContainer';
import { stringifyJson } from '../../lib/json';
import { DocumentMetadata } from './DocumentMetadata';
import { documentTitle } from './documentMessages';
import { useDocumentQuery } from './searchApi';
import { useDocumentUpdate } from './useDocumentUpdate';

interface EditDocumentDialogProps {
  docRef: DocumentRef;
  onClose: () => void;
}

export function EditDocumentDialog({ docRef, onClose }: EditDocumentDialogProps) {
  const { t } = useTranslation();
  const document = useDocumentQuery(docRef, { refetchOnMountOrArgChange: true });
  const loaded = document.data;
  const title = documentTitle(
    loaded ? { index: loaded._index, type: loaded._type ?? docRef.type, id: loaded._id } : docRef,
  );
  return (
    <Modal.Root opened onClose={onClose} size={1000}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Group gap="sm" wrap="nowrap">
            <Modal.Title style={{ wordBreak: 'break-all' }}>{title}</Modal.Title>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconRefresh size={12} />}
              loading={document.isFetching}
              onClick={() => void document.refetch()}
            >
              {t('search.edit.reload')}
            </Button>
          </Group>
          <Modal.CloseButton aria-label={t('search.edit.close')} />
        </Modal.Header>
        <Modal.Body>
          <LoaderStatus state={queryRequestState(document)}>
            {loaded && <DocumentForm document={loaded} docRef={docRef} onClose={onClose} />}
          </LoaderStatus>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface DocumentFormProps {
  document: GetDocumentResponse;
  docRef: DocumentRef;
  onClose: () => void;
}

function DocumentForm({ document, docRef, onClose }: DocumentFormProps) {
  const { t } = useTranslation();
  const source = useMemo(() => stringifyJson(document._source ?? {}, 2), [document]);
  // Edits belong to the source they started from: a reload or an update shows the new source.
  const [edit, setEdit] = useState<{ base: string; text: string } | null>(null);
  const text = edit?.base === source ? edit.text : source;
  const { update, updating } = useDocumentUpdate(onClose);
  const target: DocumentRef = {
    index: document._index,
    type: document._type ?? docRef.type,
    id: document._id,
    routing: document._routing ?? docRef.routing,
  };

  // The buttons sit above the tall editor, so they never scroll out of reach.
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <DocumentMetadata document={document} />
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" onClick={onClose}>
            {t('search.edit.close')}
          </Button>
          <Button loading={updating} onClick={() => void update(target, text)}>
            {t('search.edit.update')}
          </Button>
        </Group>
      </Group>
      <ResizableContainer panel="documentEdit">
        <CodeEditor
          value={text}
          onChange={(next) => setEdit({ base: source, text: next })}
          onSubmit={() => void update(target, text)}
          label={t('search.edit.source')}
        />
      </ResizableContainer>
    </Stack>
  );
}
