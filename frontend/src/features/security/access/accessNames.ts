// The names a "why can't this user" question is asked with, as the engine itself names them:
// Elasticsearch's built-in privileges (cluster ones without an index, index ones with one);
// OpenSearch's action groups, the actions they hold and the actions the roles allow. Nothing is
// listed here: a name the engine does not send is not offered (free text is still allowed).
import type { BuiltinPrivileges } from '../../../api/operations/securityAccess';
import { stringsOf } from '../../../engine/securityPatterns';
import { isRecord } from '../../../lib/storage';

const sorted = (names: Iterable<string>): string[] =>
  [...new Set(names)].filter((name) => name !== '').sort((a, b) => a.localeCompare(b));

/** Elasticsearch's privilege names for the question: index privileges when an index is named. */
export function elasticsearchPrivilegeNames(builtin: BuiltinPrivileges, index: string): string[] {
  return index.trim() === '' ? builtin.cluster : builtin.index;
}

const valuesOf = (answer: unknown): Record<string, unknown>[] =>
  isRecord(answer) ? Object.values(answer).filter(isRecord) : [];

/** OpenSearch's names: the action groups, their members, and every action a role allows. */
export function opensearchActionNames(actionGroups: unknown, roles: unknown): string[] {
  const names: string[] = isRecord(actionGroups) ? Object.keys(actionGroups) : [];
  for (const group of valuesOf(actionGroups)) names.push(...stringsOf(group.allowed_actions));
  for (const role of valuesOf(roles)) {
    names.push(...stringsOf(role.cluster_permissions));
    const permissions = Array.isArray(role.index_permissions) ? role.index_permissions : [];
    for (const permission of permissions.filter(isRecord)) {
      names.push(...stringsOf(permission.allowed_actions));
    }
  }
  return sorted(names);
}

/** The marker standing for "holds the action group" (no action of the plugin is named so). */
const GROUP_MARK = 'action group:';

/**
 * The question the OpenSearch evaluator is asked. An action is asked as it is. An action group's
 * name is asked as "does a role allow this group": the group gets a marker member no real action
 * matches, so only roles naming the group (directly, inside another group, or by `*`) cover it.
 */
export function opensearchQuestion(
  asked: string,
  actionGroups: unknown,
): { action: string; actionGroups: unknown; group: boolean } {
  if (!isRecord(actionGroups) || !Object.hasOwn(actionGroups, asked)) {
    return { action: asked, actionGroups, group: false };
  }
  const group = actionGroups[asked];
  const members = stringsOf(isRecord(group) ? group.allowed_actions : null);
  const action = `${GROUP_MARK}${asked}`;
  return {
    action,
    actionGroups: { ...actionGroups, [asked]: { allowed_actions: [...members, action] } },
    group: true,
  };
}
