// "Why can't this user do that?": a user, a privilege or action and an index (none for a cluster
// privilege) in; yes or no out, with the role that grants it (and through which pattern and
// privilege, or action group) or the roles that come closest. Elasticsearch answers itself, for
// another user through run-as; OpenSearch's answer is worked out from the plugin's configuration.
import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import type { AccessQuestion } from '../../../api/operations/securityAccess';
import { useEngine } from '../../../engine/useEngine';
import type { Identity } from '../../../engine/security';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { useActiveCluster } from '../../../store/hooks';
import { IDENTITY, SECURITY_USERS } from '../securityApi';
import { AccessAnswerView } from './AccessAnswerView';
import { AccessForm } from './AccessForm';
import { useBuiltinPrivilegesQuery } from './accessApi';
import { elasticsearchPrivilegeNames, opensearchActionNames } from './accessNames';
import {
  useElasticsearchCheck,
  useOpensearchCheck,
  useOpensearchConfig,
  type AccessCheck,
} from './useAccessChecks';

const NO_NAMES: string[] = [];

/** The names offered for the question: the engine's own. */
function usePrivilegeNames(opensearch: boolean): (index: string) => string[] {
  const builtin = useBuiltinPrivilegesQuery(opensearch ? skipToken : undefined).data;
  const config = useOpensearchConfig(opensearch);
  const roles = config.roles.data;
  const groups = config.actionGroups.data;
  const actions = useMemo(
    () => (opensearch ? opensearchActionNames(groups, roles) : NO_NAMES),
    [opensearch, groups, roles],
  );
  return useCallback(
    (index: string) =>
      opensearch ? actions : builtin ? elasticsearchPrivilegeNames(builtin, index) : NO_NAMES,
    [opensearch, actions, builtin],
  );
}

interface CheckProps {
  question: AccessQuestion;
  identity: Identity | null;
}

function Answer({ check }: { check: AccessCheck }) {
  const uri = useActiveCluster()?.uri;
  return (
    <LoaderStatus state={check.state} uri={uri}>
      {check.answer && <AccessAnswerView answer={check.answer} />}
    </LoaderStatus>
  );
}

function ElasticsearchCheck({ question, identity }: CheckProps) {
  return <Answer check={useElasticsearchCheck(question, identity)} />;
}

function OpensearchCheck({ question, identity }: CheckProps) {
  return <Answer check={useOpensearchCheck(question, identity)} />;
}

export function AccessView() {
  const { t } = useTranslation();
  const opensearch = useEngine().security === 'opendistro';
  const identity = useScreenQuery(IDENTITY).data ?? null;
  const usersAnswer = useScreenQuery(SECURITY_USERS).data;
  const users = useMemo(() => usersAnswer?.map(({ name }) => name) ?? NO_NAMES, [usersAnswer]);
  const privilegeNames = usePrivilegeNames(opensearch);
  // Each check is a new one (asked again), even of the same question.
  const [asked, setAsked] = useState<{ question: AccessQuestion; count: number } | null>(null);
  const check = (question: AccessQuestion) =>
    setAsked((last) => ({ question, count: (last?.count ?? 0) + 1 }));
  const Check = opensearch ? OpensearchCheck : ElasticsearchCheck;

  return (
    <Stack gap="md">
      <AccessForm
        connectedAs={identity?.username ?? ''}
        users={users}
        privilegeNames={privilegeNames}
        onCheck={check}
      />
      {asked === null ? (
        <Text size="sm" c="dimmed">
          {t('security.access.choose')}
        </Text>
      ) : (
        <Check key={asked.count} question={asked.question} identity={identity} />
      )}
    </Stack>
  );
}
