// The user the role mapping tester tries: what the form holds, read as the engine describes a
// user to role mappings (engine/roleMappingRules.ts MappingUser).
import type { MappingUser } from '../../../engine/roleMappings';
import { parseObject } from './mappingDraft';

export interface TesterInput {
  username: string;
  dn: string;
  groups: string[];
  realm: string;
  /** The user's metadata as JSON text; empty for none. */
  metadata: string;
}

export const EMPTY_TESTER_INPUT: TesterInput = {
  username: '',
  dn: '',
  groups: [],
  realm: '',
  metadata: '',
};

/** The user to try; null while the metadata is not a JSON object. */
export function testerUser(input: TesterInput): MappingUser | null {
  const metadata =
    input.metadata.trim() === '' ? { ok: true as const, value: {} } : parseObject(input.metadata);
  if (!metadata.ok) return null;
  return {
    username: input.username.trim(),
    dn: input.dn.trim() === '' ? null : input.dn.trim(),
    groups: input.groups,
    realm: input.realm.trim(),
    metadata: metadata.value,
  };
}
