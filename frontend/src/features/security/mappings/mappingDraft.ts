// The Elasticsearch role mapping editor's draft: the form (enabled, roles, role templates,
// metadata as JSON text, the rule tree) and the body of PUT _security/role_mapping/{name}, each
// made from the other. A body read into the form and written back is the body that was read:
// unknown rule nodes and untouched templates come back as they were.
import { parseRule, ruleToJson, type RoleMappingRule } from '../../../engine/roleMappingRules';
import { parseRoleTemplate, type TemplateFormat } from '../../../engine/roleTemplates';
import { parseJson, stringifyJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import { stringsOf } from '../../../engine/securityPatterns';

export interface TemplateDraft {
  source: string;
  format: TemplateFormat;
  /** The entry as read, written back while source and format are unchanged; null for a new one. */
  original: { json: unknown; source: string; format: TemplateFormat } | null;
}

export interface MappingForm {
  enabled: boolean;
  roles: string[];
  templates: TemplateDraft[];
  /** The metadata object as JSON text. */
  metadata: string;
  rule: RoleMappingRule;
}

export type MappingBody = Record<string, unknown>;

/** Why a draft cannot be sent: metadata or JSON text that does not parse, or not an object. */
export type DraftProblem = 'syntax' | 'not-object' | 'metadata';

export type BodyResult = { ok: true; body: MappingBody } | { ok: false; problem: DraftProblem };

/** What a new mapping starts from: enabled, any user name. */
export const NEW_MAPPING: MappingBody = {
  enabled: true,
  roles: [],
  rules: ruleToJson({ kind: 'field', field: 'username', values: ['*'], list: false }),
  metadata: {},
};

/** The form showing `body` (a mapping as GET answers or PUT takes it). */
export function formOf(body: MappingBody): MappingForm {
  const entries = Array.isArray(body.role_templates) ? body.role_templates : [];
  return {
    enabled: body.enabled !== false,
    roles: stringsOf(body.roles),
    templates: entries.map((json) => {
      const { template } = parseRoleTemplate(json);
      const source = template.source ?? '';
      return {
        source,
        format: template.format,
        original: { json, source, format: template.format },
      };
    }),
    metadata: stringifyJson(isRecord(body.metadata) ? body.metadata : {}, 2),
    rule: parseRule(body.rules).rule,
  };
}

function templateJson(template: TemplateDraft): unknown {
  const { original } = template;
  if (original && original.source === template.source && original.format === template.format)
    return original.json;
  return { template: { source: template.source }, format: template.format };
}

/** A JSON text read as an object, keeping big numbers exact. */
export function parseObject(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: 'syntax' | 'not-object' } {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, problem: 'syntax' };
  }
  return isRecord(value) ? { ok: true, value } : { ok: false, problem: 'not-object' };
}

/** The body the form sends; not while its metadata is not a JSON object. */
export function bodyOf(form: MappingForm): BodyResult {
  const metadata = parseObject(form.metadata);
  if (!metadata.ok) return { ok: false, problem: 'metadata' };
  const body: MappingBody = { enabled: form.enabled, roles: form.roles };
  if (form.templates.length > 0) body.role_templates = form.templates.map(templateJson);
  body.rules = ruleToJson(form.rule);
  body.metadata = metadata.value;
  return { ok: true, body };
}

/** The body a JSON text holds. */
export function bodyOfText(text: string): BodyResult {
  const parsed = parseObject(text);
  return parsed.ok ? { ok: true, body: parsed.value } : parsed;
}

/** A body as the JSON view and the change preview show it. */
export const bodyText = (body: unknown): string => stringifyJson(body, 2);

export type EditorMode = 'form' | 'json';

/** The draft in its two views: the form, or the JSON text being typed. */
export interface MappingDraft {
  mode: EditorMode;
  form: MappingForm;
  text: string;
}

export function openDraft(body: MappingBody): MappingDraft {
  return { mode: 'form', form: formOf(body), text: bodyText(body) };
}

/** The body the draft sends, from the view it is in. */
export const draftBody = (draft: MappingDraft): BodyResult =>
  draft.mode === 'form' ? bodyOf(draft.form) : bodyOfText(draft.text);

/** The draft in the other view; refused while the view it leaves holds no body. */
export function switchMode(
  draft: MappingDraft,
  mode: EditorMode,
): { ok: true; draft: MappingDraft } | { ok: false; problem: DraftProblem } {
  if (mode === draft.mode) return { ok: true, draft };
  const body = draftBody(draft);
  if (!body.ok) return body;
  return mode === 'json'
    ? { ok: true, draft: { ...draft, mode, text: bodyText(body.body) } }
    : { ok: true, draft: { ...draft, mode, form: formOf(body.body) } };
}

/** The mapping `name` as GET answered it: the body the editor opens with. */
export function listedBody(answer: Record<string, unknown>, name: string): MappingBody {
  const entry = answer[name];
  return isRecord(entry) ? entry : {};
}
