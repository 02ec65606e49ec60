// Who the connected user is, at the top of the cluster menu: the user (and full name), the realm
// that authenticated them and how (Elasticsearch), their roles, and on OpenSearch their backend
// roles and tenants, then what the user may do: cluster privileges, the index privilege entries
// and whom they may run as (the answer the screens disable writes by). Read when the menu opens.
// A cluster without security (no API, not enabled) or a user who may not ask gets that said, with
// the engine's reason; cluster text is text only.
import type { ReactNode } from 'react';
import { Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { apiUnavailable } from '../../api/apiAvailability';
import { useEngine } from '../../engine/useEngine';
import type { Identity } from '../../engine/security';
import { ErrorReason } from '../../components/ErrorReason/ErrorReason';
import { WRAP } from '../../components/RequestPreview/wrap';
import { usePrivileges } from '../../components/WriteAccess/usePrivilegeReason';
import { useIdentityQuery } from './securityApi';

export function WhoAmI() {
  const { t } = useTranslation();
  const { security } = useEngine();
  const query = useIdentityQuery(undefined, { skip: security === 'none' });
  const unavailable = apiUnavailable(query.error);
  let body: ReactNode;
  if (security === 'none') body = <Note>{t('security.whoAmI.noApi')}</Note>;
  else if (query.isLoading)
    body = (
      <Group gap="xs">
        <Loader size="xs" />
        <Note>{t('security.whoAmI.loading')}</Note>
      </Group>
    );
  else if (unavailable)
    body = (
      <>
        <Note>
          {t(unavailable.why === 'forbidden' ? 'security.whoAmI.forbidden' : 'security.whoAmI.off')}
        </Note>
        {unavailable.reason && <Reason>{unavailable.reason}</Reason>}
      </>
    );
  else if (query.error) body = <ErrorReason error={query.error} />;
  else if (query.data) body = <IdentityView identity={query.data} />;
  else body = <Note>{t('security.whoAmI.nobody')}</Note>;
  return (
    <Stack gap={4} role="group" aria-label={t('security.whoAmI.title')}>
      <Group gap={6}>
        <IconUserCircle size={16} aria-hidden />
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {t('security.whoAmI.title')}
        </Text>
      </Group>
      {body}
    </Stack>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={WRAP}>
      {children}
    </Text>
  );
}

function Reason({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" style={WRAP}>
      {children}
    </Text>
  );
}

function IdentityView({ identity }: { identity: Identity }) {
  const { t } = useTranslation();
  const { realm, authenticationType } = identity;
  return (
    <Stack gap={4}>
      <Text size="sm" style={WRAP}>
        <Text span fw={700}>
          {identity.username}
        </Text>
        {identity.fullName && ` (${identity.fullName})`}
        {identity.email && ` · ${identity.email}`}
      </Text>
      {realm && (
        <Reason>
          {t('security.whoAmI.realm', { name: realm.name, type: realm.type })}
          {authenticationType && ` · ${t('security.whoAmI.by', { type: authenticationType })}`}
        </Reason>
      )}
      <Names label={t('security.whoAmI.roles')} names={identity.roles} />
      {identity.backendRoles.length > 0 && (
        <Names label={t('security.whoAmI.backendRoles')} names={identity.backendRoles} />
      )}
      {identity.tenants.length > 0 && (
        <Names
          label={t('security.whoAmI.tenants')}
          names={identity.tenants.map(({ name, writable }) =>
            t(writable ? 'security.whoAmI.tenantWritable' : 'security.whoAmI.tenantReadOnly', {
              name,
            }),
          )}
        />
      )}
      <PrivilegesSummary />
    </Stack>
  );
}

/** The connected user's privileges; nothing while they are unknown or refused. */
function PrivilegesSummary() {
  const { t } = useTranslation();
  const privileges = usePrivileges();
  if (privileges === null) return null;
  return (
    <>
      <Names label={t('security.whoAmI.clusterPrivileges')} names={privileges.cluster} />
      <Names
        label={t('security.whoAmI.indexPrivileges')}
        names={privileges.indices.map((entry) =>
          t('security.whoAmI.indexEntry', {
            names: entry.names.join(', '),
            privileges: entry.privileges.join(', '),
          }),
        )}
      />
      {privileges.runAs.length > 0 && (
        <Names label={t('security.whoAmI.runAs')} names={privileges.runAs} />
      )}
    </>
  );
}

/** A labelled list of names as badges; "none" when there is none. */
function Names({ label, names }: { label: string; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} align="center">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {names.length === 0 ? (
        <Text size="xs">{t('security.whoAmI.none')}</Text>
      ) : (
        names.map((name) => (
          <Badge key={name} size="sm" variant="light" tt="none" style={{ maxWidth: '100%' }}>
            {name}
          </Badge>
        ))
      )}
    </Group>
  );
}
