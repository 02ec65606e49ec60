// The OpenSearch security plugin's audit configuration: GET _plugins/_security/api/audit answers
// `{_readonly: [JSON pointers], config: {enabled, audit: {...}, compliance: {...}}}`, and PUT
// audit/config takes the whole config back. The config is read as fields: the top-level ones
// first, then each section's, each with its JSON pointer (as `_readonly` names them), its kind
// (how it is edited) and whether the plugin lets it change. Read with care: nothing throws.
import { isRecord } from '../lib/storage';

export type AuditFieldKind = 'boolean' | 'strings' | 'text' | 'number' | 'json';

export interface AuditField {
  /** '' for a top-level field, else its section ('audit', 'compliance'). */
  section: string;
  key: string;
  /** `/section/key` or `/key`, as `_readonly` names it. */
  pointer: string;
  kind: AuditFieldKind;
  value: unknown;
  readOnly: boolean;
}

export interface AuditAnswer {
  config: Record<string, unknown>;
  /** The pointers of the fields the plugin lets no one change. */
  readOnly: string[];
}

/** The config and read-only pointers of a GET audit answer. */
export function readAuditAnswer(answer: unknown): AuditAnswer {
  const record = isRecord(answer) ? answer : {};
  const readOnly = Array.isArray(record._readonly)
    ? record._readonly.filter((item): item is string => typeof item === 'string')
    : [];
  return { config: isRecord(record.config) ? record.config : {}, readOnly };
}

/** The categories the plugin can leave out of the audit log. */
export const AUDIT_CATEGORIES = [
  'AUTHENTICATED',
  'BAD_HEADERS',
  'FAILED_LOGIN',
  'GRANTED_PRIVILEGES',
  'MISSING_PRIVILEGES',
  'OPENDISTRO_SECURITY_INDEX_ATTEMPT',
  'SSL_EXCEPTION',
  'COMPLIANCE_DOC_READ',
  'COMPLIANCE_DOC_WRITE',
  'COMPLIANCE_EXTERNAL_CONFIG',
  'COMPLIANCE_INTERNAL_CONFIG_READ',
  'COMPLIANCE_INTERNAL_CONFIG_WRITE',
] as const;

function kindOf(value: unknown): AuditFieldKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' || value === null) return 'text';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return 'strings';
  return 'json';
}

const field = (section: string, key: string, value: unknown, readOnly: Set<string>) => {
  const pointer = section === '' ? `/${key}` : `/${section}/${key}`;
  return { section, key, pointer, kind: kindOf(value), value, readOnly: readOnly.has(pointer) };
};

/** The config's fields: top-level values first, then each section's, in the answer's order. */
export function auditFields({ config, readOnly }: AuditAnswer): AuditField[] {
  const fixed = new Set(readOnly);
  const entries = Object.entries(config);
  const top = entries.filter(([, value]) => !isRecord(value));
  const sections = entries.filter((entry): entry is [string, Record<string, unknown>] =>
    isRecord(entry[1]),
  );
  return [
    ...top.map(([key, value]) => field('', key, value, fixed)),
    ...sections.flatMap(([section, values]) =>
      Object.entries(values).map(([key, value]) => field(section, key, value, fixed)),
    ),
  ];
}

/** `config` with the field at `section`/`key` set to `value` (a new object; the old is kept). */
export function withAuditField(
  config: Record<string, unknown>,
  section: string,
  key: string,
  value: unknown,
): Record<string, unknown> {
  if (section === '') return { ...config, [key]: value };
  const values = isRecord(config[section]) ? config[section] : {};
  return { ...config, [section]: { ...values, [key]: value } };
}
