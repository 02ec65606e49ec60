// The index settings dialog. For one index: the change form on top and every setting of the index
// below it, flat, filterable, its own values marked apart from the engine's defaults (shown on
// request); Edit on a row fills the form. For several indices (the bulk menu): the change form
// alone, sent to all of them in one request. A read-only cluster gets the settings to read only.
// While a guided close, apply, open runs, the dialog cannot be closed and Edit is off: the run
// stays on screen until it ends.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { indicesToToggle, isRunning } from './guidedChange';
import { EMPTY_DRAFT, rowDraft, type SettingDraft, type SettingRow } from './indexSettings';
import { SettingChangeForm } from './SettingChangeForm';
import { listedNames } from './settingsMessages';
import { SettingsTable } from './SettingsTable';
import { useGuidedChange, type GuidedChange } from './useGuidedChange';

export interface IndexSettingsDialogProps {
  /** The indices whose settings are shown or changed; null (or none) closes the dialog. */
  indices: readonly string[] | null;
  /**
   * The names of the given indices that are closed. A setting an open index refuses is applied
   * to them as is: the guided change neither closes nor opens them.
   */
  closed?: ReadonlySet<string>;
  onClose: () => void;
}

export function IndexSettingsDialog({ indices, closed, onClose }: IndexSettingsDialogProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const opened = indices !== null && indices.length > 0;
  const single = opened && indices.length === 1;
  const title = single
    ? t('indices.settingsDialog.title', { index: indices[0] })
    : t('indices.settingsDialog.titleMany', { count: indices?.length ?? 0 });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      locked={running}
      title={title}
      size={960}
      maw="95vw"
    >
      {opened && (
        <SettingsBody indices={indices} closed={closed} onClose={onClose} onRunning={setRunning} />
      )}
    </FormDialog>
  );
}

interface SettingsBodyProps {
  indices: readonly string[];
  closed: ReadonlySet<string> | undefined;
  onClose: () => void;
  /** Told whether a guided change runs, so that the dialog refuses to close meanwhile. */
  onRunning: (running: boolean) => void;
}

/** Holds the guided change for the dialog's whole life, whichever form shows it. */
function SettingsBody({ indices, closed: closedNow, onClose, onRunning }: SettingsBodyProps) {
  // Which indices were closed when the dialog opened: a run that closes them and fails leaves
  // them closed, and its notice offers to open them again, instead of the form taking them for
  // indices the user had closed.
  const [closed] = useState(closedNow);
  const toggled = useMemo(() => indicesToToggle(indices, closed), [indices, closed]);
  const guided = useGuidedChange(indices, toggled);
  const running = guided.steps !== null && isRunning(guided.steps);
  useEffect(() => onRunning(running), [onRunning, running]);
  useEffect(() => () => onRunning(false), [onRunning]);
  const common = { toggled, guided, running, onClose };
  return indices.length === 1 ? (
    <OneIndexSettings index={indices[0]} {...common} />
  ) : (
    <ManyIndicesSettings indices={indices} {...common} />
  );
}

interface SettingsPartProps {
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

function OneIndexSettings({ index, ...props }: SettingsPartProps & { index: string }) {
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

function ManyIndicesSettings({
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
