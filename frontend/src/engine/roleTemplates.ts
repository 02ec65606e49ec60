// Role templates of Elasticsearch role mappings (`role_templates` of PUT
// _security/role_mapping/{name}): `{template: {source: "..."}, format: "string" | "json"}`, where
// GET answers send the template as a JSON text (`"{\"source\":\"...\"}"`). Elasticsearch renders
// the source with Mustache over the user's fields (username, dn, groups, realm.name,
// metadata.<key>) and the template's params, escaping values for JSON; format json reads the
// output as a role name or a list of them. This module renders the subset of Mustache the
// documented templates use: `{{name}}` and `{{#tojson}}name{{/tojson}}`. Anything else is
// reported with a problem code and renders nothing, so the screen can say which templates it
// could not work out. Nothing throws.
import { stringifyJson } from '../lib/json';
import { isRecord } from '../lib/storage';

export type TemplateFormat = 'string' | 'json';

export interface RoleTemplate {
  /** The Mustache source; null for a stored script or a template without one. */
  source: string | null;
  /** The stored script the template names instead of a source; Elasticsearch runs it, we cannot. */
  storedId: string | null;
  /** The template's own params, visible to the source beside the user's fields. */
  params: Record<string, unknown>;
  format: TemplateFormat;
  /** The entry as the engine sent it, to write back unchanged. */
  json: unknown;
}

export type TemplateProblemCode =
  /** The entry is not an object with a `template`. */
  | 'template-not-object'
  /** The template is text that is not a JSON object. */
  | 'template-bad-json'
  /** The template names a stored script (`id`), which only the engine can render. */
  | 'template-stored-script'
  /** `format` is neither "string" nor "json". */
  | 'template-unknown-format'
  /** The source uses Mustache beyond `{{name}}` and `{{#tojson}}name{{/tojson}}`. */
  | 'template-unsupported-tag'
  /** `{{#tojson}}` names a value the user does not have (the engine fails the mapping). */
  | 'template-unknown-variable'
  /** Format json rendered something that is neither a string nor a list. */
  | 'template-json-not-names';

export interface TemplateProblem {
  code: TemplateProblemCode;
  /** The part of the template concerned (a tag, the rendered text), when there is one. */
  detail?: string;
}

const problem = (code: TemplateProblemCode, detail?: string): TemplateProblem =>
  detail === undefined ? { code } : { code, detail };

/** The script object of a template: an object, or JSON text holding one. */
function scriptOf(template: unknown): Record<string, unknown> | null {
  if (isRecord(template)) return template;
  if (typeof template !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(template);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** One entry of `role_templates` read, with what could not be understood. */
export function parseRoleTemplate(json: unknown): {
  template: RoleTemplate;
  problems: TemplateProblem[];
} {
  const entry = isRecord(json) ? json : {};
  const problems: TemplateProblem[] = [];
  const format: TemplateFormat = entry.format === 'json' ? 'json' : 'string';
  if (entry.format !== undefined && entry.format !== 'string' && entry.format !== 'json')
    problems.push(problem('template-unknown-format', String(entry.format)));
  const script = scriptOf(entry.template);
  if (!isRecord(json) || entry.template === undefined)
    problems.push(problem('template-not-object'));
  else if (script === null) problems.push(problem('template-bad-json', String(entry.template)));
  const storedId = typeof script?.id === 'string' ? script.id : null;
  if (storedId !== null) problems.push(problem('template-stored-script', storedId));
  const source = typeof script?.source === 'string' ? script.source : null;
  const params = isRecord(script?.params) ? script.params : {};
  return { template: { source, storedId, params, format, json }, problems };
}

/** `name` in `values`: the key itself (`realm.name`), or else a path through nested objects. */
function lookUp(values: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(values, name)) return values[name];
  let value: unknown = values;
  for (const part of name.split('.')) {
    if (!isRecord(value) || !Object.hasOwn(value, part)) return undefined;
    value = value[part];
  }
  return value;
}

/** A value as the engine prints it (Java's toString: lists `[a, b]`, maps `{k=v}`). */
function printed(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map(printed).join(', ')}]`;
  if (isRecord(value))
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}=${printed(item)}`)
      .join(', ')}}`;
  return String(value);
}

/** `text` escaped as inside a JSON string, as the engine's Mustache does by default. */
const jsonEscaped = (text: string): string => JSON.stringify(text).slice(1, -1);

const TAG = /\{\{\s*([^}]*?)\s*\}\}/g;
const TO_JSON = /^\{\{\s*#tojson\s*\}\}\s*([^{}]*?)\s*\{\{\s*\/tojson\s*\}\}/i;

/**
 * The source rendered over `values`; null (with a problem) when it uses more than the subset or
 * asks `tojson` for a value the user does not have.
 */
function renderSource(
  source: string,
  values: Record<string, unknown>,
  problems: TemplateProblem[],
): string | null {
  let output = '';
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open === -1) return output + source.slice(at);
    output += source.slice(at, open);
    const toJson = TO_JSON.exec(source.slice(open));
    TAG.lastIndex = open;
    const tag = toJson === null ? TAG.exec(source) : null;
    if (toJson !== null) {
      const value = lookUp(values, toJson[1]);
      if (value === undefined) {
        problems.push(problem('template-unknown-variable', toJson[1]));
        return null;
      }
      output += stringifyJson(value);
      at = open + toJson[0].length;
    } else if (tag !== null && tag.index === open && /^[\w.-]+$/.test(tag[1])) {
      output += jsonEscaped(printed(lookUp(values, tag[1])));
      at = open + tag[0].length;
    } else {
      problems.push(problem('template-unsupported-tag', source.slice(open, open + 40)));
      return null;
    }
  }
  return output;
}

/** Format json's output read as role names: one string, or a list (nulls left out). */
function namesFromJson(output: string, problems: TemplateProblem[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed === 'string') return [parsed];
  if (Array.isArray(parsed))
    return parsed
      .filter((item) => item !== null)
      .map((item) => (typeof item === 'string' ? item : printed(item)));
  problems.push(problem('template-json-not-names', output));
  return [];
}

/**
 * The role names `template` gives a user whose fields are `values` (keys such as `username`,
 * `groups`, `realm.name`, `metadata.<key>`). The user's fields win over the template's params.
 */
export function renderRoleTemplate(
  template: RoleTemplate,
  values: Record<string, unknown>,
): { roles: string[]; problems: TemplateProblem[] } {
  const problems: TemplateProblem[] = [];
  if (template.source === null) return { roles: [], problems };
  const output = renderSource(template.source, { ...template.params, ...values }, problems);
  if (output === null) return { roles: [], problems };
  return {
    roles: template.format === 'json' ? namesFromJson(output, problems) : [output],
    problems,
  };
}
