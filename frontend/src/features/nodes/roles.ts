// Node roles as _cat/nodes spells them in node.role: one letter per role.

/** Every role letter of _cat/nodes and the i18n key naming it (under nodes.roles). */
export const ROLE_LETTERS = {
  c: 'cold',
  d: 'data',
  f: 'frozen',
  h: 'hot',
  i: 'ingest',
  l: 'ml',
  m: 'masterEligible',
  r: 'remoteClusterClient',
  s: 'content',
  t: 'transform',
  v: 'votingOnly',
  w: 'warm',
  '-': 'coordinatingOnly',
} as const;

export type RoleLetter = keyof typeof ROLE_LETTERS;
export type RoleName = (typeof ROLE_LETTERS)[RoleLetter];

/**
 * Letters of the data roles: the generic data role and the data tiers (content, hot, warm, cold,
 * frozen), not only 'd': a node given tier roles alone (node.roles: [data_hot]) still
 * holds shards, which is what a user reads the data icon as.
 */
const DATA_LETTERS: readonly string[] = ['d', 's', 'h', 'w', 'c', 'f'];

export interface NodeRoleFlags {
  masterEligible: boolean;
  dataNode: boolean;
  ingestNode: boolean;
  coordinatingNode: boolean;
}

/** What the role letters say about a node; a node with no role at all is coordinating only. */
export function roleFlags(nodeRole: string): NodeRoleFlags {
  const letters = [...nodeRole.trim()];
  return {
    masterEligible: letters.includes('m'),
    dataNode: letters.some((letter) => DATA_LETTERS.includes(letter)),
    ingestNode: letters.includes('i'),
    coordinatingNode: nodeRole.trim() === '-',
  };
}

export function isRoleLetter(letter: string): letter is RoleLetter {
  return Object.hasOwn(ROLE_LETTERS, letter);
}

/** Each letter of node.role with the role it stands for, or null for a letter not in the table. */
export function spellRoles(nodeRole: string): { letter: string; role: RoleName | null }[] {
  return [...nodeRole.trim()].map((letter) => ({
    letter,
    role: isRoleLetter(letter) ? ROLE_LETTERS[letter] : null,
  }));
}

export type MasterState = 'yes' | 'eligible' | 'no';

/** The master column: the elected master, a master-eligible node, or neither. */
export function masterState(master: boolean, masterEligible: boolean): MasterState {
  if (master) return 'yes';
  return masterEligible ? 'eligible' : 'no';
}
