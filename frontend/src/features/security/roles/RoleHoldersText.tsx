// Who holds the role being written (roleHolders.ts), asked of the cluster as the preview opens:
// their names, that nobody does, or that it could not be found out.
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useEngine } from '../../../engine/useEngine';
import { securityApi } from '../securityApi';
import { useRoleEditorMappingsQuery } from './roleEditorApi';
import { esRoleHolders, osRoleHolders, type RoleHolders } from './roleHolders';

function useRoleHolders(role: string): { holders: RoleHolders | null; failed: boolean } {
  const opensearch = useEngine().security === 'opendistro';
  const users = securityApi.endpoints.securityUsers.useQuery();
  const mappings = useRoleEditorMappingsQuery(undefined, { skip: !opensearch });
  if (users.isError || mappings.isError) return { holders: null, failed: true };
  if (!users.data || (opensearch && !mappings.data)) return { holders: null, failed: false };
  return {
    holders: opensearch
      ? osRoleHolders(role, mappings.data ?? [], users.data)
      : esRoleHolders(role, users.data),
    failed: false,
  };
}

export function RoleHoldersText({ role }: { role: string }) {
  const { t } = useTranslation();
  const { holders, failed } = useRoleHolders(role);
  const said = failed
    ? t('security.roleEditor.preview.holdersUnknown')
    : holders === null
      ? t('security.roleEditor.preview.holdersLoading')
      : holders.users.length === 0 && holders.listed.length === 0
        ? t('security.roleEditor.preview.noHolders')
        : t('security.roleEditor.preview.holders', {
            names: [...holders.users, ...holders.listed].join(', '),
          });
  return (
    <Text size="sm" data-testid="role-holders">
      {said}
    </Text>
  );
}
