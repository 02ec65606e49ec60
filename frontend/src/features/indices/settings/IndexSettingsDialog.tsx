// The index settings dialog. For one index: the change form on top and every setting of the index
// below it, flat, filterable, its own values marked apart from the engine's defaults (shown on
// request); Edit on a row fills the form. For several indices (the bulk menu): the change form
// alone, sent to all of them in one request. A read-only cluster gets the settings to read only.
// While a guided close, apply, open runs, the dialog cannot be closed and Edit is off: the run
// stays on screen until it ends.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { indicesToToggle, isRunning } from './guidedChange';
import { ManyIndicesSettings, OneIndexSettings } from './SettingsParts';
import { useGuidedChange } from './useGuidedChange';

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
