// The lifecycle dialogs of the indices screen: the explain view of one index, and the ISM add and
// change form over the selected indices (or a pattern).
import { useTranslation } from '../../../i18n/translate';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { FormDialog } from '../../../components/FormDialog/FormDialog';
import { ExplainDialog } from './ExplainDialog';
import { IsmPolicyForm } from './IsmPolicyForm';

export type LifecycleDialogState =
  { kind: 'explain'; index: string } | { kind: 'ismAdd' | 'ismChange'; indices: string[] };

interface LifecycleDialogsProps {
  kind: LifecycleKind;
  dialog: LifecycleDialogState | null;
  onClose: () => void;
  writes: boolean;
}

export function LifecycleDialogs({ kind, dialog, onClose, writes }: LifecycleDialogsProps) {
  const { t } = useTranslation();
  const ism = dialog?.kind === 'ismAdd' || dialog?.kind === 'ismChange' ? dialog : null;
  const mode = ism?.kind === 'ismChange' ? 'change' : 'add';
  return (
    <>
      <ExplainDialog
        kind={kind}
        index={dialog?.kind === 'explain' ? dialog.index : null}
        onClose={onClose}
        writes={writes}
      />
      <FormDialog
        opened={ism !== null && writes}
        onClose={onClose}
        title={t(`indices.lifecycle.ism.title.${mode}`)}
        size={560}
        maw="95vw"
      >
        {ism && <IsmPolicyForm mode={mode} indices={ism.indices} onClose={onClose} />}
      </FormDialog>
    </>
  );
}
