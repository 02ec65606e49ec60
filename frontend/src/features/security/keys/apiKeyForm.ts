// The input of the API key dialogs read into a request: the name, an expiration (a preset, none,
// or a time value typed by hand), and the role descriptors and metadata written as JSON objects.
// Input that cannot be sent says where it goes wrong; nothing is sent until all of it reads.
import { isExpiration } from '../../../engine/apiKeyRequests';
import { parseJson } from '../../../lib/json';
import { jsonErrorPosition, lineAndColumn } from '../../../lib/jsonError';
import { isRecord } from '../../../lib/storage';
import type { ApiKeyChange, NewApiKey } from '../../../api/operations/securityApiKeys';

export const EXPIRY_PRESETS = ['1d', '7d', '30d', '90d'] as const;

/** A preset, no expiration (new keys only), no change (updates only), or a typed time value. */
export type ExpiryChoice = (typeof EXPIRY_PRESETS)[number] | 'none' | 'keep' | 'custom';

export interface ExpiryInput {
  choice: ExpiryChoice;
  /** The time value typed for `custom`, such as `45d`. */
  custom: string;
}

/** The expiration sent: a time value, or null for none (or no change); undefined: not valid. */
export function expirationOf({ choice, custom }: ExpiryInput): string | null | undefined {
  if (choice === 'none' || choice === 'keep') return null;
  if (choice !== 'custom') return choice;
  return isExpiration(custom) ? custom.trim() : undefined;
}

/** A JSON object typed by hand: its value (null when blank), or where it stops reading. */
export type JsonObjectText =
  | { ok: true; value: Record<string, unknown> | null }
  | { ok: false; position: number; syntax: boolean };

export function readJsonObject(text: string): JsonObjectText {
  if (text.trim() === '') return { ok: true, value: null };
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, position: jsonErrorPosition(text) ?? 0, syntax: true };
  }
  return isRecord(value) ? { ok: true, value } : { ok: false, position: 0, syntax: false };
}

/** Where a JSON text goes wrong, as the message names it: line and column, or not an object. */
export function jsonProblemPlace(
  text: string,
  read: JsonObjectText,
): { line: number; column: number } | 'notObject' | null {
  if (read.ok) return null;
  return read.syntax ? lineAndColumn(text, read.position) : 'notObject';
}

export interface ApiKeyFormInput {
  name: string;
  expiry: ExpiryInput;
  roleDescriptors: string;
  metadata: string;
}

/** The JSON parts of the input: present when they read. */
function jsonParts(input: ApiKeyFormInput) {
  const roles = readJsonObject(input.roleDescriptors);
  const metadata = readJsonObject(input.metadata);
  if (!roles.ok || !metadata.ok) return null;
  return {
    ...(roles.value === null ? {} : { role_descriptors: roles.value }),
    ...(metadata.value === null ? {} : { metadata: metadata.value }),
  };
}

/** The new key the input asks for, or null while some of it cannot be sent. */
export function newApiKey(input: ApiKeyFormInput): NewApiKey | null {
  const name = input.name.trim();
  const expiration = expirationOf(input.expiry);
  const parts = jsonParts(input);
  if (name === '' || expiration === undefined || parts === null) return null;
  return { name, ...(expiration === null ? {} : { expiration }), ...parts };
}

/**
 * The change the update input asks for (blank role descriptors leave the key's as they are), or
 * null while some of it cannot be sent.
 */
export function apiKeyChange(input: Omit<ApiKeyFormInput, 'name'>): ApiKeyChange | null {
  const expiration = expirationOf(input.expiry);
  const parts = jsonParts({ ...input, name: '' });
  if (expiration === undefined || parts === null) return null;
  return { ...parts, ...(expiration === null ? {} : { expiration }) };
}
