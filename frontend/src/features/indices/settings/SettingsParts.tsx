// The two bodies of the index settings dialog. One index: the change form on top (or, on a
// read-only cluster, why nothing can be changed) and every setting of the index below it; Edit on
// a row starts the form afresh on that setting. Several indices: their names, then the change
// form alone. While a guided change runs, Edit and Close are off.
import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DialogCloseRow } from '../../../components/FormDialog/FormDialog';
import { useWriteAccess } from '../../../store/useWriteAccess';
import type { SettingRow } from './indexSettings';
import { EMPTY_DRAFT, rowDraft, type SettingDraft } from './settingChange';
import { SettingChangeForm } from './SettingChangeForm';
import { listedNames } from './settingsMessages';
import { SettingsTable } from './SettingsTable';
import type { GuidedChange } from './useGuidedChange';

export interface SettingsPartProps {
  toggled: readonly string[];
  guided: GuidedChange;
  running: boolean;
  onClose: () => void;
}

/** Why nothing can be changed, in place of the change form. */
function ReadOnlyNote({ reason }: { reason: string }) {
  return (
    <Text size="sm" c="dimmed" role="note">
      {reason}
    </Text>
  );
}

export function OneIndexSettings({ index, ...props }: SettingsPartProps & { index: string }) {
  const { toggled, guided, running, onClose } = props;
  const { t } = useTranslation();
  const writeReason = useWriteAccess().reason;
  // Each Edit starts the form afresh on the row's setting (a new key), dropping the last outcome.
  const [editing, setEditing] = useState<{ draft: SettingDraft; count: number }>({
    draft: EMPTY_DRAFT,
    count: 0,
  });
  const { reset } = guided;
  const edit = useCallback(
    (row: SettingRow) => {
      reset();
      setEditing((last) => ({ draft: rowDraft(row), count: last.count + 1 }));
    },
    [reset],
  );
  const indices = useMemo(() => [index], [index]);

  return (
    <Stack gap="md">
      {writeReason === null ? (
        <SettingChangeForm
          key={editing.count}
          indices={indices}
          toggled={toggled}
          guided={guided}
          initial={editing.draft}
          focusValue={editing.count > 0}
        />
      ) : (
        <ReadOnlyNote reason={writeReason} />
      )}
      <SettingsTable
        index={index}
        onEdit={writeReason === null ? edit : null}
        editDisabled={running}
      />
      <DialogCloseRow
        label={t('indices.settingsDialog.close')}
        onClose={onClose}
        disabled={running}
      />
    </Stack>
  );
}

export function ManyIndicesSettings({
  indices,
  ...props
}: SettingsPartProps & { indices: readonly string[] }) {
  const { toggled, guided, running, onClose } = props;
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
        <SettingChangeForm
          indices={indices}
          toggled={toggled}
          guided={guided}
          initial={EMPTY_DRAFT}
        />
      ) : (
        <ReadOnlyNote reason={writeReason} />
      )}
      <DialogCloseRow
        label={t('indices.settingsDialog.close')}
        onClose={onClose}
        disabled={running}
      />
    </Stack>
  );
}
