// The edit-document dialog: '{index} / {type} / {id}' with a reload button,
// the metadata that is not null, the source in the JSON editor and Update (PUT with
// refresh=true and the routing). A successful update notifies and closes the dialog. Closing
// (Esc, the close button, Close) or reloading with unsaved edits asks first. Without writes
// (`writeReason`) the source opens to read and Update stays disabled saying why.
import { useMemo, useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import type { DocumentRef } from '../../../api/operations/documents';
import { queryRequestState } from '../../../api/queryState';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { stringifyJson } from '../../../lib/json';
import { DocumentForm } from './DocumentForm';
import { editedText, hasUnsavedEdit, type DocumentEdit } from './documentEdit';
import { documentTitle } from './documentMessages';
import { useDocumentQuery } from '../searchApi';

interface EditDocumentDialogProps {
  docRef: DocumentRef;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
  onClose: () => void;
}

export function EditDocumentDialog({ docRef, writeReason, onClose }: EditDocumentDialogProps) {
  const { t } = useTranslation();
  const document = useDocumentQuery(docRef, { refetchOnMountOrArgChange: true });
  const loaded = document.data;
  const source = useMemo(() => (loaded ? stringifyJson(loaded._source ?? {}, 2) : ''), [loaded]);
  const [edit, setEdit] = useState<DocumentEdit | null>(null);
  const title = documentTitle(
    loaded ? { index: loaded._index, type: loaded._type ?? docRef.type, id: loaded._id } : docRef,
  );

  /** Runs `action` at once without unsaved edits, else once the user agrees to drop them. */
  const afterDiscard = async (action: () => void) => {
    const discard =
      !hasUnsavedEdit(edit, source) ||
      (await confirm({
        title: t('search.edit.discardTitle'),
        message: t('search.edit.discardMessage'),
        confirmLabel: t('search.edit.discard'),
        cancelLabel: t('search.edit.keepEditing'),
        danger: true,
      }));
    if (discard) action();
  };
  const close = () => void afterDiscard(onClose);
  const reload = () =>
    void afterDiscard(() => {
      setEdit(null);
      void document.refetch();
    });

  return (
    <Modal.Root opened onClose={close} size={1000}>
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
              onClick={reload}
            >
              {t('search.edit.reload')}
            </Button>
          </Group>
          <Modal.CloseButton aria-label={t('search.edit.close')} />
        </Modal.Header>
        <Modal.Body>
          <LoaderStatus state={queryRequestState(document)}>
            {loaded && (
              <DocumentForm
                document={loaded}
                docRef={docRef}
                writeReason={writeReason}
                text={editedText(edit, source)}
                onEdit={(text) => setEdit({ base: source, text })}
                onClose={close}
                onUpdated={onClose}
              />
            )}
          </LoaderStatus>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
