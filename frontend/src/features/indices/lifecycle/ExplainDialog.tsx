// The explain view of one index's lifecycle: where it stands in its policy, why a failed step
// failed, the engine's whole answer, and the fixes (where writes are offered). Moving to a step
// (ILM) and changing the policy (ISM) replace the view by their form, which returns to it.
import { useMemo, useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useExplainIndexQuery } from '../../../api/lifecycleApi';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { useTranslation } from '../../../i18n/translate';
import { FormDialog, DialogCloseRow } from '../../../components/FormDialog/FormDialog';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { ExplainActions } from './ExplainActions';
import { ExplainFacts } from './ExplainFacts';
import { ExplainJson } from './ExplainJson';
import { explainFacts } from './explainFacts';
import { IsmPolicyForm } from './IsmPolicyForm';
import { MoveToStepForm } from './MoveToStepForm';

interface ExplainDialogProps {
  kind: LifecycleKind;
  /** The index explained; null closes the dialog. */
  index: string | null;
  onClose: () => void;
  writes: boolean;
}

export function ExplainDialog({ kind, index, onClose, writes }: ExplainDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={index !== null}
      onClose={onClose}
      title={t('indices.lifecycle.explain.title', { index: index ?? '' })}
      size={720}
      maw="95vw"
    >
      {index !== null && (
        <ExplainBody kind={kind} index={index} onClose={onClose} writes={writes} />
      )}
    </FormDialog>
  );
}

type Mode = 'explain' | 'move' | 'change';

function ExplainBody({
  kind,
  index,
  onClose,
  writes,
}: Omit<ExplainDialogProps, 'index'> & { index: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('explain');
  const query = useExplainIndexQuery({ kind, index }, { refetchOnMountOrArgChange: true });
  const facts = useMemo(
    () => (query.data === undefined ? null : explainFacts(kind, index, query.data)),
    [kind, index, query.data],
  );
  const back = () => setMode('explain');
  const entry = facts?.entry ?? null;
  if (entry && writes && mode === 'move') return <MoveToStepForm entry={entry} onClose={back} />;
  if (entry && writes && mode === 'change')
    return <IsmPolicyForm mode="change" indices={[index]} onClose={back} />;
  return (
    <Stack gap="sm">
      {query.isError ? (
        <ErrorReason error={query.error} />
      ) : facts === null ? (
        <Center>
          <Loader size="sm" aria-label={t('indices.lifecycle.explain.loading')} />
        </Center>
      ) : (
        <>
          <ExplainFacts kind={kind} facts={facts} />
          <ExplainJson raw={facts.raw} />
          {entry && writes && (
            <ExplainActions
              kind={kind}
              entry={entry}
              onMove={() => setMode('move')}
              onChangePolicy={() => setMode('change')}
            />
          )}
        </>
      )}
      <DialogCloseRow label={t('indices.lifecycle.close')} onClose={onClose} />
    </Stack>
  );
}
