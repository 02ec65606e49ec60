// The edit-document form: metadata, Close and Update above the JSON editor. Update sends only a
// JSON object; otherwise the editor marks where the text goes wrong and says why. Without
// writes the editor only shows the source and Update stays in place, disabled, saying why.
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/translate';
import type { DocumentRef, GetDocumentResponse } from '../../../api/operations/documents';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { EditorProblem } from '../../../components/CodeEditor/types';
import { ResizableContainer } from '../../../components/ResizableContainer/ResizableContainer';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { lineAndColumn } from '../../../lib/jsonError';
import { DocumentMetadata } from './DocumentMetadata';
import { documentProblem, type DocumentProblem } from './documentEdit';
import { useDocumentUpdate } from './useDocumentUpdate';
import { indexNeed } from '../../../engine/writeNeeds';

interface DocumentFormProps {
  document: GetDocumentResponse;
  docRef: DocumentRef;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
  /** The editor's text (the source or the user's edit of it). */
  text: string;
  onEdit: (text: string) => void;
  /** Close asked for by the user (may ask about unsaved edits). */
  onClose: () => void;
  /** Closes after a successful update. */
  onUpdated: () => void;
}

function problemMessage(text: string, problem: DocumentProblem, t: TFunction): EditorProblem {
  if (problem.kind === 'notObject') return { position: 0, message: t('search.edit.notObject') };
  return {
    position: problem.position,
    message: t('search.edit.invalidJsonAt', lineAndColumn(text, problem.position)),
  };
}

export function DocumentForm({
  document,
  docRef,
  writeReason,
  text,
  onEdit,
  onClose,
  onUpdated,
}: DocumentFormProps) {
  const { t } = useTranslation();
  const { update, updating } = useDocumentUpdate(onUpdated);
  // The problem found in a text; it no longer applies once the text changes.
  const [checked, setChecked] = useState<{ text: string; problem: EditorProblem } | null>(null);
  const problem = checked?.text === text ? checked.problem : null;
  const target: DocumentRef = {
    index: document._index,
    type: document._type ?? docRef.type,
    id: document._id,
    routing: document._routing ?? docRef.routing,
  };
  const writes = writeReason === null;
  const submit = () => {
    const found = documentProblem(text);
    setChecked(found ? { text, problem: problemMessage(text, found, t) } : null);
    if (!found) void update(target, text);
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
          <WriteButton
            loading={updating}
            onClick={submit}
            reason={writeReason}
            need={indexNeed('document', target.index)}
          >
            {t('search.edit.update')}
          </WriteButton>
        </Group>
      </Group>
      <ResizableContainer panel="documentEdit">
        <CodeEditor
          value={text}
          onChange={onEdit}
          onSubmit={writes ? submit : undefined}
          readOnly={!writes}
          label={t(writes ? 'search.edit.source' : 'search.edit.sourceReadOnly')}
          problem={problem}
        />
      </ResizableContainer>
    </Stack>
  );
}
