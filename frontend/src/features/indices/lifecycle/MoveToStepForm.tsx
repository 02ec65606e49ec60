// ILM "move to step" for one index: the phases of its policy in the order ILM runs them, then
// optionally one action of the chosen phase. The body names where the index is (its step, ERROR
// when one failed) and where it goes; the exact request shows before it is sent, and a question
// comes first: moving into the delete phase deletes the index, so its name is typed then.
import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { useMoveToStepMutation } from '../../../api/lifecycleApi';
import { useIlmPolicyListQuery } from '../../../api/lifecyclePoliciesApi';
import type { ManagedIndex } from '../../../engine/lifecycle';
import { useTranslation } from '../../../i18n/translate';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { currentStep, moveBody, moveRequestText, phasesOf } from './moveStep';
import { RequestPreview } from './RequestPreview';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

interface MoveToStepFormProps {
  entry: ManagedIndex;
  onClose: () => void;
}

export function MoveToStepForm({ entry, onClose }: MoveToStepFormProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const policies = useIlmPolicyListQuery(undefined, { refetchOnMountOrArgChange: true });
  const phases = phasesOf(policies.data, entry.policy);
  const [phase, setPhase] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [move, { isLoading, error }] = useMoveToStepMutation();
  const current = currentStep(entry);
  const actions = phases.find((item) => item.name === phase)?.actions ?? [];
  const body = current && phase ? moveBody(current, phase, action) : null;

  return (
    <CallDialogForm
      need={WRITE_NEEDS.ilmMove}
      feedback={feedback}
      send={() => move({ index: entry.index, body: body! }).unwrap()}
      done={t('indices.lifecycle.move.done', { index: entry.index, phase: phase ?? '' })}
      question={() => ({
        title: t('indices.lifecycle.move.confirmTitle'),
        message:
          phase === 'delete'
            ? t('indices.lifecycle.move.confirmDelete', { index: entry.index })
            : t('indices.lifecycle.move.confirm', { index: entry.index, phase: phase ?? '' }),
        confirmLabel: t('indices.lifecycle.move.submit'),
        danger: phase === 'delete',
        typed: phase === 'delete' ? entry.index : undefined,
      })}
      canSubmit={body !== null}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={t('indices.lifecycle.move.submit')}
    >
      <Text size="sm">
        {t('indices.lifecycle.move.intro', { index: entry.index, policy: entry.policy })}
      </Text>
      <ErrorReason error={policies.error} />
      <Select
        label={t('indices.lifecycle.move.phase')}
        placeholder={policies.isFetching ? t('indices.lifecycle.explain.loading') : undefined}
        data={phases.map((item) => item.name)}
        value={phase}
        onChange={(value) => {
          setPhase(value);
          setAction(null);
        }}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('indices.lifecycle.move.action')}
        placeholder={t('indices.lifecycle.move.firstAction')}
        data={actions}
        value={action}
        onChange={setAction}
        disabled={phase === null || actions.length === 0}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      {body && <RequestPreview text={moveRequestText(entry.index, body)} />}
    </CallDialogForm>
  );
}
