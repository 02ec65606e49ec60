// The Policies dialog: the lifecycle policies that write to one repository,
// each to execute, edit or delete, and New policy. A cluster without SLM is told so. A read-only
// cluster's policies are listed without actions, and New policy stays disabled saying why.
import { useMemo, useState } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { rawErrorText, toClusterErrorInfo } from '../../../api/errors';
import { queryRequestState } from '../../../api/queryState';
import { useActiveCluster } from '../../../store/hooks';
import { useWriteAccess } from '../../../store/useWriteAccess';
import {
  firstReason,
  usePrivilegeReason,
} from '../../../components/WriteAccess/usePrivilegeReason';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { DataTable } from '../../../components/DataTable/DataTable';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { policyColumns } from './policyColumns';
import { PolicyFormDialog, type PolicyFormTarget } from './PolicyFormDialog';
import { isSlmUnsupported, policyRows, type PolicyRow } from './policyRows';
import { useSlmPoliciesQuery } from '../snapshotsApi';
import { usePolicyActions } from './usePolicyActions';

interface PoliciesDialogProps {
  /** The repository whose policies are shown; null closes the dialog. */
  repository: string | null;
  onClose: () => void;
}

export function PoliciesDialog({ repository, onClose }: PoliciesDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      opened={repository !== null}
      onClose={onClose}
      title={t('snapshots.policies.title')}
      size={800}
      maw="90vw"
    >
      {repository !== null && <PoliciesBody repository={repository} onClose={onClose} />}
    </FormDialog>
  );
}

const policyRowId = (row: PolicyRow) => row.id;

function PoliciesBody({ repository, onClose }: { repository: string; onClose: () => void }) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const query = useSlmPoliciesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [formTarget, setFormTarget] = useState<PolicyFormTarget | null>(null);
  const actions = usePolicyActions(repository);
  const writeReason = firstReason(
    useWriteAccess().reason,
    usePrivilegeReason(WRITE_NEEDS.snapshotPolicies),
  );
  const rows = useMemo(() => policyRows(query.data, repository), [query.data, repository]);
  const columns = useMemo(
    () =>
      policyColumns(
        t,
        writeReason === null
          ? {
              onExecute: actions.execute,
              onEdit: (id) => setFormTarget({ id }),
              onDelete: actions.remove,
            }
          : null,
      ),
    [t, actions, writeReason],
  );
  const unsupported = isSlmUnsupported(query.error);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {t('snapshots.policies.repository', { repository })}
        </Text>
        {!unsupported && (
          <WriteButton
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setFormTarget({ id: null })}
            reason={writeReason}
            need={WRITE_NEEDS.snapshotPolicies}
          >
            {t('snapshots.policies.new')}
          </WriteButton>
        )}
      </Group>
      {unsupported ? (
        <SlmUnsupported error={query.error} />
      ) : (
        <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
          {rows.length > 0 ? (
            <DataTable
              label={t('snapshots.policies.title')}
              data={rows}
              columns={columns}
              getRowId={policyRowId}
              initialSorting={[{ id: 'name', desc: false }]}
            />
          ) : (
            query.data && (
              <Text size="sm" c="dimmed">
                {t('snapshots.policies.empty')}
              </Text>
            )
          )}
        </LoaderStatus>
      )}
      <DialogCloseRow label={t('snapshots.close')} onClose={onClose} />
      <PolicyFormDialog
        repository={repository}
        target={formTarget}
        onClose={() => setFormTarget(null)}
      />
    </Stack>
  );
}

/** Why there is no table: the cluster has no SLM API, with its own answer to show it. */
function SlmUnsupported({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const info = toClusterErrorInfo(error);
  return (
    <Alert
      color="blue"
      icon={<IconInfoCircle />}
      role="status"
      title={t('snapshots.policies.unsupportedTitle')}
    >
      <Text size="sm">{t('snapshots.policies.unsupported')}</Text>
      <Text size="xs" c="dimmed" mt="xs" style={{ wordBreak: 'break-word' }}>
        {t('snapshots.policies.clusterAnswer', { status: info.status, answer: rawErrorText(info) })}
      </Text>
    </Alert>
  );
}
