// The managed indices and policies the lifecycle route holds, and the index names a request
// selects among them.
import { decoded, type Answer } from '../engineRoute';
import { globMatches } from '../indexNames';

export type Distribution = 'elasticsearch' | 'opensearch';

/** A managed index as the test starts with it. */
export interface ManagedSeed {
  index: string;
  policy: string;
  phase: string;
  action: string;
  step: string;
  /** A failed step: ILM puts the index in step ERROR, ISM marks the action failed. */
  failed?: { step: string; reason: string; type?: string; retries?: number };
}

/** An ILM policy body ({phases}) or an ISM policy body ({description, default_state, states, ...}). */
export interface PolicySeed {
  name: string;
  policy: Record<string, unknown>;
}

export interface Store {
  distribution: Distribution;
  managed: Map<string, ManagedSeed>;
  unmanaged: Set<string>;
  policies: Map<string, { body: Record<string, unknown>; version: number; seqNo: number }>;
  mode: 'RUNNING' | 'STOPPING' | 'STOPPED';
}

export const CREATED = Date.UTC(2026, 10, 1);
export const ack: Answer = [200, { acknowledged: true }];

/** The index names a comma list of names and wildcards selects among `known`, sorted. */
export function resolve(expression: string, known: Iterable<string>): string[] {
  const names = [...known];
  const selected = new Set<string>();
  for (const part of expression.split(',').map(decoded).filter((item) => item !== '')) {
    if (!part.includes('*')) selected.add(part);
    else for (const name of names) if (globMatches(part === '_all' ? '*' : part, name) && (!name.startsWith('.') || part.startsWith('.'))) selected.add(name);
  }
  return [...selected].sort();
}
