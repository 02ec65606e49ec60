// Component templates as the editor takes them: the body text to start from (a new one's empty
// sections, or an existing one as listed), and which composable templates are composed of one,
// since the engine refuses to delete a component template that is still in use.
import { stringifyJson } from '../../lib/json';
import { isRecord } from '../../lib/storage';
import { writableFields } from './jsonObject';
import type { TemplateRow } from './templateRows';

/** A new component template's body: the three sections it may hold, empty. */
export const NEW_COMPONENT_TEMPLATE_BODY = stringifyJson(
  { template: { settings: {}, mappings: {}, aliases: {} } },
  2,
);

/** The body text of a listed component template ({ name, component_template }), for editing. */
export function componentTemplateText(source: unknown): string {
  const body = isRecord(source) ? source.component_template : undefined;
  return isRecord(body) ? stringifyJson(writableFields(body), 2) : NEW_COMPONENT_TEMPLATE_BODY;
}

/** The composed_of list of a listed composable template ({ name, index_template }). */
export function composedOf(source: unknown): string[] {
  const template = isRecord(source) ? source.index_template : undefined;
  const list = isRecord(template) ? template.composed_of : undefined;
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
}

/** The names of the composable templates (rows of GET _index_template) composed of `name`. */
export function componentTemplateUsers(name: string, rows: readonly TemplateRow[]): string[] {
  return rows.filter((row) => composedOf(row.source).includes(name)).map((row) => row.name);
}
