// The answer to "why can't this user do that?" in one shape for both engines, as lines to
// translate (keys under security.access, with their values): the verdict, notes on how it was
// reached, and sections naming the roles that grant it, come closest, or what it leaves out.
import type { AccessQuestion, RunAsOutcome } from '../../../api/operations/securityAccess';
import type { ElasticsearchAccess, ElasticsearchGrant } from '../../../engine/elasticsearchAccess';
import type { OpensearchAccess, OpensearchGrant } from '../../../engine/opensearchAccess';
import type { KeysUnder } from '../../../i18n/translate';

export interface AnswerLine {
  key: KeysUnder<'security.access'>;
  values?: Record<string, string>;
}

export type AnswerSectionName =
  'grantedBy' | 'impliedBy' | 'impliedButDenied' | 'closest' | 'limits';

export interface AccessAnswer {
  verdict: 'allowed' | 'denied' | 'unknown';
  /** The verdict's line. */
  headline: AnswerLine;
  notes: AnswerLine[];
  /** Only the sections with lines. */
  sections: { name: AnswerSectionName; lines: AnswerLine[] }[];
}

const list = (names: string[]) => names.join(', ');

function headline(verdict: AccessAnswer['verdict'], question: AccessQuestion): AnswerLine {
  const { user, privilege, index } = question;
  const where = index === '' ? 'Cluster' : 'Index';
  return verdict === 'unknown'
    ? { key: 'verdict.unknown', values: { user, privilege } }
    : { key: `verdict.${verdict}${where}`, values: { user, privilege, index } };
}

function sections(
  named: Partial<Record<AnswerSectionName, AnswerLine[]>>,
): AccessAnswer['sections'] {
  const order: AnswerSectionName[] = [
    'grantedBy',
    'impliedBy',
    'impliedButDenied',
    'closest',
    'limits',
  ];
  return order.flatMap((name) => {
    const lines = named[name] ?? [];
    return lines.length > 0 ? [{ name, lines }] : [];
  });
}

/** An Elasticsearch role entry covering the privilege. */
function esGrant({ role, pattern, privilege }: ElasticsearchGrant): AnswerLine {
  return pattern === undefined
    ? { key: 'es.grantCluster', values: { role, privilege } }
    : { key: 'es.grantIndex', values: { role, pattern, privilege } };
}

function esLimits(grants: ElasticsearchGrant[]): AnswerLine[] {
  return grants.flatMap(({ role, pattern, limits }) =>
    limits.map((limit) => ({ key: `es.limit.${limit}`, values: { role, pattern: pattern ?? '' } })),
  );
}

function esClosest(access: ElasticsearchAccess): AnswerLine[] {
  return access.closest.map(({ role, lacks, pattern, privileges }) => {
    const values = { role, privileges: list(privileges), pattern: pattern ?? '' };
    if (lacks === 'index') return { key: 'es.lacksIndex', values };
    return { key: pattern === undefined ? 'es.lacksCluster' : 'es.lacksPrivilege', values };
  });
}

export interface ElasticsearchAnswerInput {
  access: ElasticsearchAccess;
  question: AccessQuestion;
  userRoles: string[];
  notAsked: RunAsOutcome | null;
}

/** Elasticsearch's answer: the engine's own, or worked out from the user's roles. */
export function elasticsearchAnswer(input: ElasticsearchAnswerInput): AccessAnswer {
  const { access, question, userRoles, notAsked } = input;
  const fromRoles = notAsked !== null;
  const verdict = fromRoles
    ? access.grants.length > 0
      ? 'allowed'
      : 'denied'
    : access.allowed === null
      ? 'unknown'
      : access.allowed
        ? 'allowed'
        : 'denied';
  const notes: AnswerLine[] = fromRoles
    ? [{ key: `es.${notAsked}`, values: { user: question.user } }, { key: 'es.fromRoles' }]
    : [{ key: 'es.asked' }];
  notes.push(
    userRoles.length === 0
      ? { key: 'noRoles', values: { user: question.user } }
      : { key: 'userRoles', values: { user: question.user, roles: list(userRoles) } },
  );
  return {
    verdict,
    headline: headline(verdict, question),
    notes,
    sections: sections({
      grantedBy: access.grants.map(esGrant),
      impliedBy: access.impliedBy.map(({ role, pattern, privileges }) => ({
        key: pattern === undefined ? 'es.impliedByCluster' : 'es.impliedByIndex',
        values: { role, pattern: pattern ?? '', privileges: list(privileges) },
      })),
      impliedButDenied: access.impliedButDenied.map(esGrant),
      closest: esClosest(access),
      limits: esLimits(access.grants),
    }),
  };
}

function osGrant({ role, indexPattern, via }: OpensearchGrant): AnswerLine {
  return indexPattern === undefined
    ? { key: 'os.grantCluster', values: { role, via } }
    : { key: 'os.grantIndex', values: { role, pattern: indexPattern, via } };
}

function osClosest(access: OpensearchAccess): AnswerLine[] {
  return access.closest.map(({ role, lacks, indexPattern, actions }) => {
    const values = { role, actions: list(actions), pattern: indexPattern ?? '' };
    if (lacks === 'index') return { key: 'os.lacksIndex', values };
    return { key: indexPattern === undefined ? 'os.lacksCluster' : 'os.lacksAction', values };
  });
}

function osNotes(access: OpensearchAccess, question: AccessQuestion, group: boolean) {
  const { user, privilege, index } = question;
  const notes: AnswerLine[] = [{ key: 'os.workedOut' }];
  if (group) notes.push({ key: 'os.group', values: { group: privilege } });
  if (index !== '' && access.clusterAction) {
    notes.push({ key: 'os.clusterAction', values: { action: privilege } });
  }
  const roles = access.userRoles.map(({ role }) => role);
  notes.push(
    roles.length === 0
      ? { key: 'noRoles', values: { user } }
      : { key: 'userRoles', values: { user, roles: list(roles) } },
  );
  if (access.undefinedRoles.length > 0) {
    notes.push({ key: 'os.undefinedRoles', values: { roles: list(access.undefinedRoles) } });
  }
  return notes;
}

/** OpenSearch's answer, worked out from the plugin's configuration. `group`: the question names
 * an action group rather than an action. */
export function opensearchAnswer(
  access: OpensearchAccess,
  question: AccessQuestion,
  group: boolean,
): AccessAnswer {
  const verdict = access.allowed ? 'allowed' : 'denied';
  return {
    verdict,
    headline: headline(verdict, access.clusterAction ? { ...question, index: '' } : question),
    notes: osNotes(access, question, group),
    sections: sections({
      grantedBy: access.grants.map(osGrant),
      closest: osClosest(access),
      limits: access.notCovered.map((code) => ({ key: `os.notCovered.${code}` })),
    }),
  };
}
