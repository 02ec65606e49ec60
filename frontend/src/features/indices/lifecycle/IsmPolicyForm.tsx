// The ISM add and change form: the policy id (suggested from the cluster's policies when it lists
// them, typed otherwise), for a change an optional state to start in, and either the selected
// indices or a pattern typed instead. The exact request shows before it is sent; the
// outcome names every index the engine did not update, with its reason.
import { useState } from 'react';
import { Autocomplete, Radio, Group, TextInput } from '@mantine/core';
import { useAddIsmPolicyMutation, useChangeIsmPolicyMutation } from '../../../api/lifecycleApi';
import { useIsmPoliciesQuery } from '../../../api/lifecyclePoliciesApi';
import { useTranslation } from '../../../i18n/translate';
import { DialogForm } from '../../../components/FormDialog/FormDialog';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { fixOutcome } from './fixOutcome';
import {
  ismBody,
  ismRequestText,
  patternParts,
  policyIds,
  policyStates,
  requestCount,
  type IsmPolicyMode,
} from './ismPolicyForm';
import { RequestPreview } from './RequestPreview';
import { useFixReport } from './useFixReport';

interface IsmPolicyFormProps {
  mode: IsmPolicyMode;
  /** The selected indices; none: the form names a pattern. */
  indices: string[];
  onClose: () => void;
}

export function IsmPolicyForm({ mode, indices, onClose }: IsmPolicyFormProps) {
  const { t } = useTranslation();
  const policies = useIsmPoliciesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [policy, setPolicy] = useState('');
  const [state, setState] = useState('');
  const [byPattern, setByPattern] = useState(indices.length === 0);
  const [pattern, setPattern] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [add, added] = useAddIsmPolicyMutation();
  const [change, changed] = useChangeIsmPolicyMutation();
  const report = useFixReport();
  const targets = byPattern ? patternParts(pattern) : indices;
  const body = ismBody(policy, mode === 'change' ? state : '');
  const states = policyStates(policies.data, policy);
  const requests = requestCount(targets);

  const submit = async () => {
    if (!body) return;
    setError(null);
    try {
      const send = mode === 'add' ? add : change;
      const chunks = await send({ indices: targets, body }).unwrap();
      const outcome = fixOutcome(chunks);
      if (outcome.error) return setError(outcome.error);
      report(chunks, (count) =>
        t(`indices.lifecycle.ism.done.${mode}`, { count, policy: body.policy_id }),
      );
      onClose();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <DialogForm
      onSubmit={submit}
      canSubmit={body !== null && targets.length > 0}
      busy={added.isLoading || changed.isLoading}
      onClose={onClose}
      closeLabel={t('indices.lifecycle.close')}
      submitLabel={t(`indices.lifecycle.ism.submit.${mode}`)}
      error={<ErrorReason error={error} />}
    >
      {indices.length > 0 && (
        <Radio.Group
          label={t('indices.lifecycle.ism.target')}
          value={byPattern ? 'pattern' : 'selection'}
          onChange={(value) => setByPattern(value === 'pattern')}
        >
          <Group gap="md" mt={4}>
            <Radio
              value="selection"
              label={t('indices.lifecycle.ism.selection', { count: indices.length })}
            />
            <Radio value="pattern" label={t('indices.lifecycle.ism.byPattern')} />
          </Group>
        </Radio.Group>
      )}
      {byPattern && (
        <TextInput
          label={t('indices.lifecycle.ism.pattern')}
          description={t('indices.lifecycle.ism.patternHint')}
          placeholder="logs-*"
          value={pattern}
          onChange={(event) => setPattern(event.currentTarget.value)}
          withAsterisk
        />
      )}
      <Autocomplete
        label={t('indices.lifecycle.ism.policy')}
        description={policies.isError ? t('indices.lifecycle.ism.policiesFailed') : undefined}
        data={policyIds(policies.data)}
        value={policy}
        onChange={setPolicy}
        withAsterisk
        data-autofocus
        comboboxProps={{ withinPortal: true }}
      />
      {mode === 'change' && (
        <Autocomplete
          label={t('indices.lifecycle.ism.state')}
          description={t('indices.lifecycle.ism.stateHint')}
          data={states}
          value={state}
          onChange={setState}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {body && targets.length > 0 && (
        <RequestPreview
          text={ismRequestText(mode, targets, body)}
          note={requests > 1 ? t('indices.lifecycle.ism.requests', { count: requests }) : null}
        />
      )}
    </DialogForm>
  );
}
