// The OpenSearch security plugin's configuration as the "why can't this user" answer reads it
// (opensearchAccess.ts): roles, role mappings and action groups. Each answer object is read once,
// for all the questions asked of it: the mappings indexed by the exact user names and backend
// roles they name (so a user's roles are found without trying every mapping), a role when a user
// holding it is first asked about, and the action groups' nesting. Answers are read with care: a
// field of the wrong type is left empty, and nothing throws.
import { isRecord } from '../lib/storage';
import { stringsOf } from './securityPatterns';

/** The user in question, from authinfo or GET internalusers/{name}. */
export interface OpensearchUser {
  name: string;
  backendRoles: string[];
  /** Roles given directly: authinfo `roles`, an internal user's `opendistro_security_roles`. */
  roles?: string[];
}

/** What the answer cannot account for: document- or field-level limits on the grants, index
 * patterns naming user attributes, roles mapped by the caller's host. */
export type OpensearchNotCovered = 'dls' | 'fls' | 'masked_fields' | 'attributes' | 'hosts';

export interface IndexPermission {
  patterns: string[];
  actions: string[];
  limits: OpensearchNotCovered[];
}

export interface Role {
  cluster: string[];
  index: IndexPermission[];
}

export interface Mapping {
  users: string[];
  backendRoles: string[];
  andBackendRoles: string[];
  hosts: string[];
}

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];

/** The answer's named objects, each read; entries that are not objects are left out. */
function entriesOf<T>(
  answer: unknown,
  read: (value: Record<string, unknown>) => T,
): Map<string, T> {
  const entries = new Map<string, T>();
  if (!isRecord(answer)) return entries;
  for (const [name, value] of Object.entries(answer)) {
    if (isRecord(value)) entries.set(name, read(value));
  }
  return entries;
}

/** `read(answer)`, remembered for as long as the answer object lives. */
function readOnce<T>(cache: WeakMap<object, T>, answer: unknown, read: (answer: unknown) => T): T {
  if (!isRecord(answer)) return read(answer);
  let known = cache.get(answer);
  if (known === undefined) {
    known = read(answer);
    cache.set(answer, known);
  }
  return known;
}

function readIndexPermission(value: Record<string, unknown>): IndexPermission {
  const limits: OpensearchNotCovered[] = [];
  if (typeof value.dls === 'string' && value.dls.trim() !== '') limits.push('dls');
  if (stringsOf(value.fls).length > 0) limits.push('fls');
  if (stringsOf(value.masked_fields).length > 0) limits.push('masked_fields');
  return {
    patterns: stringsOf(value.index_patterns),
    actions: stringsOf(value.allowed_actions),
    limits,
  };
}

const readRole = (value: Record<string, unknown>): Role => ({
  cluster: stringsOf(value.cluster_permissions),
  index: records(value.index_permissions).map(readIndexPermission),
});

const readMapping = (value: Record<string, unknown>): Mapping => ({
  users: stringsOf(value.users),
  backendRoles: stringsOf(value.backend_roles),
  andBackendRoles: stringsOf(value.and_backend_roles),
  hosts: stringsOf(value.hosts),
});

/** The roles answer: each role read when first asked for; undefined for one it does not define. */
export type RoleBook = (name: string) => Role | undefined;

const roleBooks = new WeakMap<object, RoleBook>();

function roleBook(answer: unknown): RoleBook {
  const read = new Map<string, Role | undefined>();
  return (name) => {
    if (!read.has(name)) {
      const value = isRecord(answer) && Object.hasOwn(answer, name) ? answer[name] : undefined;
      read.set(name, isRecord(value) ? readRole(value) : undefined);
    }
    return read.get(name);
  };
}

/** The mappings in the answer's order, and where to look for a user's. */
export interface MappingBook {
  mappings: [string, Mapping][];
  /** The mappings (positions) naming an exact user name or backend role. */
  byUser: Map<string, number[]>;
  byBackendRole: Map<string, number[]>;
  /** The mappings that need their patterns tried on every user: a wildcard or a regex among
   * `users` or `backend_roles`, or `and_backend_roles`. */
  patterned: number[];
  /** The mappings naming hosts. */
  hosted: number[];
}

const mappingBooks = new WeakMap<object, MappingBook>();

/** Whether a pattern matches only the name it spells (compileNamePattern's exact names). */
const isExactName = (pattern: string): boolean =>
  pattern.trim() !== '' &&
  !pattern.includes('*') &&
  !pattern.includes('?') &&
  !(pattern.length > 1 && pattern.startsWith('/') && pattern.endsWith('/'));

function mappingBook(answer: unknown): MappingBook {
  const book: MappingBook = {
    mappings: [...entriesOf(answer, readMapping)],
    byUser: new Map(),
    byBackendRole: new Map(),
    patterned: [],
    hosted: [],
  };
  const file = (names: Map<string, number[]>, name: string, at: number) => {
    const positions = names.get(name);
    if (positions === undefined) names.set(name, [at]);
    else if (positions.at(-1) !== at) positions.push(at);
  };
  book.mappings.forEach(([, mapping], at) => {
    mapping.users.filter(isExactName).forEach((name) => file(book.byUser, name, at));
    mapping.backendRoles.filter(isExactName).forEach((name) => file(book.byBackendRole, name, at));
    const patterns = [...mapping.users, ...mapping.backendRoles];
    if (mapping.andBackendRoles.length > 0 || !patterns.every(isExactName)) book.patterned.push(at);
    if (mapping.hosts.length > 0) book.hosted.push(at);
  });
  return book;
}

/** The mappings that may give the user a role, in the answer's order. */
export function candidateMappings(book: MappingBook, user: OpensearchUser): [string, Mapping][] {
  const positions = new Set(book.patterned);
  book.byUser.get(user.name)?.forEach((at) => positions.add(at));
  for (const backendRole of user.backendRoles) {
    book.byBackendRole.get(backendRole)?.forEach((at) => positions.add(at));
  }
  return [...positions].sort((a, b) => a - b).map((at) => book.mappings[at]);
}

/** The action groups answer: each group's members, the groups each group is a member of, and the
 * members that are action patterns (with their group), in the answer's order. */
export interface GroupBook {
  groups: Map<string, string[]>;
  containedIn: Map<string, string[]>;
  patterns: { group: string; pattern: string }[];
}

const groupBooks = new WeakMap<object, GroupBook>();

function groupBook(answer: unknown): GroupBook {
  const groups = entriesOf(answer, (group) => stringsOf(group.allowed_actions));
  const containedIn = new Map<string, string[]>();
  const patterns: GroupBook['patterns'] = [];
  for (const [group, members] of groups) {
    for (const member of members) {
      if (!groups.has(member)) patterns.push({ group, pattern: member });
      else if (containedIn.has(member)) containedIn.get(member)?.push(group);
      else containedIn.set(member, [group]);
    }
  }
  return { groups, containedIn, patterns };
}

/** The roles answer, read once. */
export const rolesOf = (answer: unknown): RoleBook => readOnce(roleBooks, answer, roleBook);

/** The rolesmapping answer, read once. */
export const mappingsOf = (answer: unknown): MappingBook =>
  readOnce(mappingBooks, answer, mappingBook);

/** The actiongroups answer, read once. */
export const actionGroupsOf = (answer: unknown): GroupBook =>
  readOnce(groupBooks, answer, groupBook);
