// The index settings dialog. For one index: the change form on top and every setting of the index
// below it, flat, filterable, its own values marked apart from the engine's defaults (shown on
// request); Edit on a row fills the form. For several indices (the bulk menu): the change form
// alone, sent to all of them in one request. A read-only cluster gets the settings to read only.
import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { EMPTY_DRAFT, rowDraft, type SettingDraft, type SettingRow } from './indexSettings';
import { SettingChangeForm } from './SettingChangeForm';
import { listedNames } from './settingsMessages';
import { SettingsTable } from './SettingsTable';

export interface IndexSettingsDialogProps {
  /** The indices whose settings are shown or changed; null (or none) closes the dialog. */
  indices: readonly string[] | null;
  onClose: () => void;
}

export function IndexSettingsDialog({ indices, onClose }: IndexSettingsDialogProps) {
  const { t } = useTranslation();
  const opened = indices !== null && indices.length > 0;
  const single = opened && indices.length === 1;
  const title = single
    ? t('indices.settingsDialog.title', { index: indices[0] })
    : t('indices.settingsDialog.titleMany', { count: indices?.length ?? 0 });
  return (
    <FormDialog opened={opened} onClose={onClose} title={title} size={960} maw="95vw">
      {opened &&
        (single ? (
          <OneIndexSettings index={indices[0]} onClose={onClose} />
        ) : (
          <ManyIndicesSettings indices={indices} onClose={onClose} />
        ))}
    </FormDialog>
  );
}

/** Why nothing can be changed, in place of the change form. */
function ReadOnlyNote({ reason }: { reason: string }) {
  return (
    <Text size="sm" c="dimmed" role="note">
      {reason}
    </Text>
  );
}

function OneIndexSettings({ index, onClose }: { index: string; onClose: () => void }) {
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  // Each Edit starts the form afresh on the row's setting (a new key), dropping the last outcome.
  const [editing, setEditing] = useState<{ draft: SettingDraft; count: number }>({
    draft: EMPTY_DRAFT,
    count: 0,
  });
  const edit = useCallback((row: SettingRow) => {
    setEditing((last) => ({ draft: rowDraft(row), count: last.count + 1 }));
  }, []);
  const indices = useMemo(() => [index], [index]);

  return (
    <Stack gap="md">
      {writeReason === null ? (
        <SettingChangeForm
          key={editing.count}
          indices={indices}
          initial={editing.draft}
          focusValue={editing.count > 0}
        />
      ) : (
        <ReadOnlyNote reason={writeReason} />
      )}
      <SettingsTable index={index} onEdit={writeReason === null ? edit : null} />
      <DialogCloseRow label={t('indices.settingsDialog.close')} onClose={onClose} />
    </Stack>
  );
}

function ManyIndicesSettings(props: { indices: readonly string[]; onClose: () => void }) {
  const { indices, onClose } = props;
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  return (
    <Stack gap="md">
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {t('indices.settingsDialog.bulkIntro', {
          count: indices.length,
          names: listedNames(t, indices, 20).join(', '),
        })}
      </Text>
      {writeReason === null ? (
        <SettingChangeForm indices={indices} initial={EMPTY_DRAFT} />
      ) : (
        <ReadOnlyNote reason={writeReason} />
      )}
      <DialogCloseRow label={t('indices.settingsDialog.close')} onClose={onClose} />
    </Stack>
  );
}
