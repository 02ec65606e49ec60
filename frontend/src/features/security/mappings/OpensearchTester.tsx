// The OpenSearch role mapping tester: a user name and backend roles tried on the mappings, saying
// which roles the user would get and how (by name, by a backend role, by and_backend_roles); roles
// that only hosts may give depend on where requests come from and are said to be possible.
import { useMemo, useState } from 'react';
import { Stack, TagsInput, Text } from '@mantine/core';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import {
  rolesOfUser,
  type MappedRole,
  type MappingWay,
  type OpensearchRoleMapping,
} from '../../../engine/opensearchMappings';
import { TesterFrame } from './TesterFrame';

function wayText(t: TFunction, way: MappingWay): string {
  switch (way.by) {
    case 'direct':
      return t('security.mappings.osTester.direct');
    case 'user':
      return t('security.mappings.osTester.byUser', { pattern: way.pattern });
    case 'backend_role':
      return t('security.mappings.osTester.byBackendRole', {
        pattern: way.pattern,
        backendRoles: way.backendRoles.join(', '),
      });
    case 'and_backend_roles':
      return t('security.mappings.osTester.byAll', { patterns: way.patterns.join(', ') });
    case 'hosts':
      return t('security.mappings.osTester.byHosts', { patterns: way.patterns.join(', ') });
  }
}

const roleText = (t: TFunction, mapped: MappedRole) =>
  t(mapped.certain ? 'security.mappings.osTester.role' : 'security.mappings.osTester.possible', {
    role: mapped.role,
    ways: mapped.ways.map((way) => wayText(t, way)).join('; '),
  });

export function OpensearchTester({ mappings }: { mappings: readonly OpensearchRoleMapping[] }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [backendRoles, setBackendRoles] = useState<string[]>([]);
  const roles = useMemo(
    () => rolesOfUser({ name: name.trim(), backendRoles }, mappings),
    [name, backendRoles, mappings],
  );
  const asked = name.trim() !== '' || backendRoles.length > 0;
  return (
    <TesterFrame
      username={name}
      onUsername={setName}
      fields={
        <TagsInput
          size="xs"
          label={t('security.mappings.osTester.backendRoles')}
          value={backendRoles}
          onChange={setBackendRoles}
        />
      }
    >
      {asked && (
        <Stack gap={4} role="status" aria-label={t('security.mappings.tester.result')}>
          {roles.length === 0 ? (
            <Text size="sm">{t('security.mappings.tester.noRoles')}</Text>
          ) : (
            roles.map((mapped) => (
              <Text key={mapped.role} size="sm">
                {roleText(t, mapped)}
              </Text>
            ))
          )}
        </Stack>
      )}
    </TesterFrame>
  );
}
