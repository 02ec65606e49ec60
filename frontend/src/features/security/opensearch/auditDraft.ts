// The audit form's draft: the config as edited, with the JSON fields' typed texts read back in.
// A text that does not parse keeps the config from being sent and names its problem, in place.
import { auditFields, withAuditField, type AuditField } from '../../../engine/opensearchAudit';
import { parseJson } from '../../../lib/json';

export interface AuditDraft {
  config: Record<string, unknown>;
  /** The typed texts of JSON fields, by pointer; a field not typed in keeps its value. */
  texts: Record<string, string>;
}

export interface AuditBody {
  /** The config to send; null while a typed JSON text does not parse. */
  body: Record<string, unknown> | null;
  /** Each JSON text's parse error, by pointer. */
  problems: Record<string, string>;
}

/** The config with every typed JSON text parsed in. */
export function auditBody(draft: AuditDraft, fields: readonly AuditField[]): AuditBody {
  let body = draft.config;
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const text = draft.texts[field.pointer];
    if (field.kind !== 'json' || text === undefined) continue;
    try {
      body = withAuditField(body, field.section, field.key, parseJson(text));
    } catch (error) {
      problems[field.pointer] = error instanceof Error ? error.message : String(error);
    }
  }
  return { body: Object.keys(problems).length === 0 ? body : null, problems };
}

/** The draft's fields, kinds read from the config as opened (a JSON field stays one). */
export function draftFields(
  opened: readonly AuditField[],
  config: Record<string, unknown>,
  readOnly: readonly string[],
): AuditField[] {
  const kinds = new Map(opened.map((field) => [field.pointer, field.kind]));
  return auditFields({ config, readOnly: [...readOnly] }).map((field) => ({
    ...field,
    kind: kinds.get(field.pointer) ?? field.kind,
  }));
}
