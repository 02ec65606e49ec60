// The OpenSearch security plugin's action groups: GET _plugins/_security/api/actiongroups answers
// `{name: {allowed_actions, type, description, reserved, hidden, static}}`. An allowed action
// names another group (whose members may name further groups) or is an action pattern such as
// `indices:data/read*`. A group expands to the action patterns it finally allows, nested groups
// followed once each; a group that leads back to itself is reported, not followed again.
// Answers are read with care: a field of the wrong type is left empty, and nothing throws.
import { isRecord } from '../lib/storage';
import { stringsOf } from './securityPatterns';
import { byName, text } from './securityUsers';

export interface ActionGroup {
  name: string;
  /** 'cluster', 'index' or 'kibana'; empty when the group states none. */
  type: string;
  description: string;
  allowedActions: string[];
  /** Reserved or static: the plugin refuses to change or delete it. */
  reserved: boolean;
  static: boolean;
  hidden: boolean;
}

/** The types the plugin knows for an action group. */
export const ACTION_GROUP_TYPES = ['cluster', 'index', 'kibana'] as const;

/** The action groups of a GET actiongroups answer, sorted by name. */
export function readActionGroups(answer: unknown): ActionGroup[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, group]) => ({
      name,
      type: text(group.type),
      description: text(group.description),
      allowedActions: stringsOf(group.allowed_actions),
      reserved: group.reserved === true,
      static: group.static === true,
      hidden: group.hidden === true,
    }))
    .sort(byName);
}

/** One member of a group as expanded: an action pattern, or a group with its own members. */
export type ExpansionNode =
  | { kind: 'action'; name: string }
  | { kind: 'group'; name: string; members: ExpansionNode[] }
  /** A group already expanded higher up or earlier: its actions are counted once. */
  | { kind: 'repeated'; name: string }
  /** A group that contains the group being expanded: followed no further. */
  | { kind: 'cycle'; name: string };

export interface Expansion {
  /** The action patterns the group finally allows, sorted, each once. */
  actions: string[];
  /** The group's members, nested groups opened. */
  members: ExpansionNode[];
  /** The nested groups met, in the order met. */
  groups: string[];
  /** Each loop met: the groups from the one met again down to the one naming it. */
  cycles: string[][];
}

/** The groups by name, with their allowed actions. */
export type ActionGroupMembers = ReadonlyMap<string, readonly string[]>;

export function membersByGroup(groups: readonly ActionGroup[]): ActionGroupMembers {
  return new Map(groups.map((group) => [group.name, group.allowedActions]));
}

/**
 * `name`'s allowed actions with every nested group opened: each group is opened once (a repeat
 * is marked, and a group on the way down is a cycle), so any nesting and any loop end.
 */
export function expandActionGroups(groups: ActionGroupMembers, name: string): Expansion {
  const actions = new Set<string>();
  const met: string[] = [];
  const cycles: string[][] = [];
  const path: string[] = [name];
  const opened = new Set<string>([name]);

  const open = (members: readonly string[]): ExpansionNode[] =>
    members.map((member): ExpansionNode => {
      const nested = groups.get(member);
      if (nested === undefined) {
        actions.add(member);
        return { kind: 'action', name: member };
      }
      const onPath = path.indexOf(member);
      if (onPath !== -1) {
        cycles.push(path.slice(onPath));
        return { kind: 'cycle', name: member };
      }
      if (opened.has(member)) return { kind: 'repeated', name: member };
      opened.add(member);
      met.push(member);
      path.push(member);
      const inner = open(nested);
      path.pop();
      return { kind: 'group', name: member, members: inner };
    });

  const members = open(groups.get(name) ?? []);
  return { actions: [...actions].sort(), members, groups: met, cycles };
}

/** Action names commonly granted, offered beside the groups when choosing allowed actions. */
export const KNOWN_OPENSEARCH_ACTIONS = [
  'cluster:admin/ingest/pipeline/*',
  'cluster:admin/opendistro/ism/*',
  'cluster:admin/repository/*',
  'cluster:admin/reindex',
  'cluster:admin/script/*',
  'cluster:admin/settings/update',
  'cluster:admin/snapshot/*',
  'cluster:monitor/*',
  'cluster:monitor/health',
  'cluster:monitor/main',
  'cluster:monitor/nodes/*',
  'cluster:monitor/state',
  'cluster:monitor/stats',
  'indices:admin/aliases*',
  'indices:admin/create',
  'indices:admin/delete',
  'indices:admin/get',
  'indices:admin/mapping/put',
  'indices:admin/mappings/get',
  'indices:admin/refresh*',
  'indices:admin/settings/update',
  'indices:admin/template/*',
  'indices:data/read/*',
  'indices:data/read/get',
  'indices:data/read/mget*',
  'indices:data/read/msearch*',
  'indices:data/read/scroll*',
  'indices:data/read/search*',
  'indices:data/write/*',
  'indices:data/write/bulk*',
  'indices:data/write/delete*',
  'indices:data/write/index*',
  'indices:data/write/update*',
  'indices:monitor/*',
  'indices:monitor/stats',
] as const;
