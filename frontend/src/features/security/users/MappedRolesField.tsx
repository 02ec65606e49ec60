// OpenSearch only: the roles whose role mapping names the user, edited from the user. The list
// starts from the cluster's mappings (the user's own name, not wildcards); roles given by a
// reserved or hidden mapping are named under the field and cannot be changed here. Saving the
// user also sends the JSON Patch of the mappings that changed, shown before it is sent.
import { useState, type ReactNode } from 'react';
import { TagsInput, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { OPENSEARCH_ROLE_MAPPINGS_PATH } from '../../../api/operations/securityMappings';
import { RequestPreview } from '../../../components/RequestPreview/RequestPreview';
import { OPENSEARCH_ROLE_MAPPINGS } from '../mappings/mappingsApi';
import { mappableRoles, mappedRolesOf, mappingPatch, type PatchOperation } from './userMappings';

export interface MappedRoles {
  /** The patch that makes the edited list true for `user`; [] when nothing changed. */
  patch: (user: string) => PatchOperation[];
  changed: boolean;
  field: ReactNode;
}

const NONE: string[] = [];

/** The field and the patch it asks for; inert (no field, no patch) when `on` is false. */
export function useMappedRoles(
  on: boolean,
  user: string | null,
  roleNames: readonly string[],
  onChange: () => void,
): MappedRoles {
  const { t } = useTranslation();
  const query = useScreenQuery(OPENSEARCH_ROLE_MAPPINGS, undefined, { skip: !on });
  const mappings = query.data ?? [];
  const current = user === null ? { editable: NONE, fixed: NONE } : mappedRolesOf(user, mappings);
  const [edited, setEdited] = useState<string[] | null>(null);
  const value = edited ?? current.editable;
  const patch = (name: string) =>
    on && edited !== null ? mappingPatch(name, edited, mappings) : [];
  const field = on && (
    <div>
      <TagsInput
        label={t('security.users.editor.mappedRoles')}
        description={t('security.users.editor.mappedRolesHint')}
        data={mappableRoles(roleNames, mappings)}
        value={value}
        disabled={query.data === undefined}
        onChange={(next) => {
          setEdited(next);
          onChange();
        }}
        clearable
      />
      {current.fixed.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('security.users.editor.mappedFixed', { roles: current.fixed.join(', ') })}
        </Text>
      )}
    </div>
  );
  return { patch, changed: edited !== null && patch(user ?? '').length > 0, field };
}

/** The mappings' patch as it will be sent. */
export function MappingPatchPreview({ operations }: { operations: readonly PatchOperation[] }) {
  if (operations.length === 0) return null;
  return (
    <RequestPreview
      request={{ method: 'PATCH', path: OPENSEARCH_ROLE_MAPPINGS_PATH, body: operations }}
    />
  );
}
