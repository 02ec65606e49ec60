// The answers of the "why can't this user" view, one hook per engine: each asks for what its
// evaluator needs and evaluates once the answers are in, again only when they or the question
// change (the evaluators are linear in the roles' size). Each evaluation is recorded in the page's
// performance timeline as 'shardscope:access-answer' (the latest one only), for the benchmarks.
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { fetchRequestState } from '../../../api/queryState';
import type { AccessQuestion } from '../../../api/operations/securityAccess';
import type { RequestState } from '../../../api/types';
import { explainElasticsearchAccess } from '../../../engine/elasticsearchAccess';
import { evaluateOpensearchAccess } from '../../../engine/opensearchAccess';
import type { OpensearchUser } from '../../../engine/opensearchAccessConfig';
import type { Identity } from '../../../engine/security';
import { elasticsearchAnswer, opensearchAnswer, type AccessAnswer } from './accessAnswer';
import {
  useElasticsearchAccessQuery,
  useOpensearchConfigQuery,
  useOpensearchUserQuery,
} from './accessApi';
import { opensearchQuestion } from './accessNames';

export interface AccessCheck {
  state: RequestState;
  answer: AccessAnswer | null;
}

const ANSWER_MEASURE = 'shardscope:access-answer';

/** `work()`, its duration recorded as the page's 'shardscope:access-answer' measure. */
function measured<T>(work: () => T): T {
  const start = performance.now();
  const result = work();
  performance.clearMeasures(ANSWER_MEASURE);
  performance.measure(ANSWER_MEASURE, { start, end: performance.now() });
  return result;
}

/** Every check asks again: the answer is about now. */
const FRESH = { refetchOnMountOrArgChange: true } as const;

export function useElasticsearchCheck(
  question: AccessQuestion,
  identity: Identity | null,
): AccessCheck {
  const connected = identity !== null && identity.username === question.user;
  const query = useElasticsearchAccessQuery(
    { ...question, connectedRoles: connected ? identity.roles : null },
    FRESH,
  );
  const facts = query.currentData;
  const answer = useMemo(() => {
    if (facts === undefined) return null;
    return measured(() => {
      const access = explainElasticsearchAccess({
        hasPrivileges: facts.hasPrivileges,
        roles: facts.roles,
        privilege: question.privilege,
        index: question.index,
      });
      return elasticsearchAnswer({
        access,
        question,
        userRoles: facts.userRoles,
        notAsked: facts.notAsked,
      });
    });
  }, [facts, question]);
  return { state: fetchRequestState(query), answer };
}

/** The OpenSearch plugin's roles, mappings and action groups (also the names to ask with),
 * asked again when a hook using them mounts. */
export function useOpensearchConfig(enabled: boolean) {
  const roles = useOpensearchConfigQuery(enabled ? 'roles' : skipToken, FRESH);
  const mappings = useOpensearchConfigQuery(enabled ? 'rolesmapping' : skipToken, FRESH);
  const actionGroups = useOpensearchConfigQuery(enabled ? 'actiongroups' : skipToken, FRESH);
  return { roles, mappings, actionGroups };
}

const firstFailure = (...states: RequestState[]): RequestState =>
  states.find((state) => state.loading || state.apiError || state.networkError) ?? states[0];

export function useOpensearchCheck(
  question: AccessQuestion,
  identity: Identity | null,
): AccessCheck {
  const connected = identity !== null && identity.username === question.user;
  const config = useOpensearchConfig(true);
  const internalUser = useOpensearchUserQuery(connected ? skipToken : question.user, FRESH);
  const internal = internalUser.currentData;
  const user = useMemo<OpensearchUser | undefined>(
    () =>
      connected
        ? { name: identity.username, backendRoles: identity.backendRoles, roles: identity.roles }
        : internal,
    [connected, identity, internal],
  );
  const roles = config.roles.data;
  const mappings = config.mappings.data;
  const groups = config.actionGroups.data;
  const loaded = roles !== undefined && mappings !== undefined && groups !== undefined;
  const answer = useMemo(() => {
    if (user === undefined || !loaded) return null;
    return measured(() => {
      const asked = opensearchQuestion(question.privilege, groups);
      const access = evaluateOpensearchAccess({
        user,
        mappings,
        roles,
        actionGroups: asked.actionGroups,
        action: asked.action,
        index: question.index,
      });
      return opensearchAnswer(access, question, asked.group);
    });
  }, [user, loaded, roles, mappings, groups, question]);
  const state = firstFailure(
    connected ? fetchRequestState({ isFetching: false }) : fetchRequestState(internalUser),
    fetchRequestState(config.roles),
    fetchRequestState(config.mappings),
    fetchRequestState(config.actionGroups),
  );
  return { state, answer };
}
