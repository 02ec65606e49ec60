// The New / Edit policy dialog. Editing loads the policy first; a failure to
// load it is logged and told, and the form is not shown. Create and update are both a PUT.
import { useEffect, useState } from 'react';
import { Loader, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import {
  isPolicyFormValid,
  NEW_POLICY_DEFAULTS,
  policyBody,
  policyFormOf,
  type PolicyForm,
} from './policyForm';
import { PolicyFields } from './PolicyFields';
import { CallDialogForm } from '../../../components/FormDialog/CallDialogForm';
import { usePutPolicyMutation, useSlmPolicyQuery } from '../snapshotsApi';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';

/** id null: a new policy; otherwise the policy to edit. */
export interface PolicyFormTarget {
  id: string | null;
}

interface PolicyFormDialogProps {
  repository: string;
  target: PolicyFormTarget | null;
  onClose: () => void;
}

export function PolicyFormDialog({ repository, target, onClose }: PolicyFormDialogProps) {
  const { t } = useTranslation();
  const editId = target?.id ?? null;
  const title =
    editId === null
      ? t('snapshots.policyForm.newTitle')
      : t('snapshots.policyForm.editTitle', { id: editId });
  return (
    <FormDialog opened={target !== null} onClose={onClose} title={title} size={600}>
      {target !== null &&
        (editId === null ? (
          <PolicyFormBody
            repository={repository}
            initial={NEW_POLICY_DEFAULTS}
            editing={false}
            onClose={onClose}
          />
        ) : (
          <EditPolicyBody repository={repository} id={editId} onClose={onClose} />
        ))}
    </FormDialog>
  );
}

function EditPolicyBody({
  repository,
  id,
  onClose,
}: {
  repository: string;
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useSlmPolicyQuery(id, { refetchOnMountOrArgChange: true });
  const { error } = query;

  useEffect(() => {
    if (error === undefined) return;
    // Logged; the dialog shows the reason itself, so no notification repeats it.
    console.error('Failed to load policy:', error);
  }, [error]);

  if (error !== undefined) {
    return (
      <Stack gap="sm">
        <ErrorReason error={error} />
        <DialogCloseRow label={t('snapshots.close')} onClose={onClose} />
      </Stack>
    );
  }
  if (!query.data) return <Loader size="sm" aria-label={t('snapshots.policyForm.loading')} />;
  return (
    <PolicyFormBody
      repository={repository}
      initial={policyFormOf(id, query.data)}
      editing
      onClose={onClose}
    />
  );
}

interface PolicyFormBodyProps {
  repository: string;
  initial: PolicyForm;
  editing: boolean;
  onClose: () => void;
}

function PolicyFormBody({ repository, initial, editing, onClose }: PolicyFormBodyProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PolicyForm>(initial);
  const [putPolicy, { isLoading, error }] = usePutPolicyMutation();
  const valid = isPolicyFormValid(form);

  const done = editing ? 'snapshots.policyForm.updated' : 'snapshots.policyForm.created';

  return (
    <CallDialogForm
      need={WRITE_NEEDS.snapshotPolicies}
      send={() => putPolicy({ id: form.id.trim(), policy: policyBody(form, repository) }).unwrap()}
      done={t(done, { name: form.name.trim() })}
      canSubmit={valid}
      busy={isLoading}
      error={error}
      onClose={onClose}
      submitLabel={editing ? t('snapshots.policyForm.update') : t('snapshots.create')}
    >
      <PolicyFields
        form={form}
        editing={editing}
        onChange={(patch) => setForm({ ...form, ...patch })}
      />
    </CallDialogForm>
  );
}
