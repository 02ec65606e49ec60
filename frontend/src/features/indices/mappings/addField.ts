// The "Add a field" form's logic: what is wrong with a name, and the field definition its input
// makes. The types it offers on each engine are engine/fieldTypes.
import type { NewMappingField } from './mappingChange';

/** What the user typed in the form. */
export interface AddFieldInput {
  /** A name, or a dot path under an object ('user.email'). */
  name: string;
  type: string;
  /** For text fields; blank: the index's default analyzer. */
  analyzer: string;
  /** For scaled_float, which needs one; undefined while not given. */
  scalingFactor: number | undefined;
}

/** Why a name cannot be sent, or null. 'emptyPart': a dot at either end or two in a row. */
export function fieldNameProblem(name: string): 'empty' | 'emptyPart' | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  return trimmed.split('.').some((part) => part.trim() === '') ? 'emptyPart' : null;
}

/** Whether the input makes a field the engine could take: a name and the type's needs. */
export function canAddField(input: AddFieldInput): boolean {
  if (fieldNameProblem(input.name) !== null) return false;
  return input.type !== 'scaled_float' || (input.scalingFactor ?? 0) > 0;
}

/** The field definition of the input: its type, and the parameters that type takes. */
export function newField(input: AddFieldInput): NewMappingField {
  const params: Record<string, unknown> = {};
  const analyzer = input.analyzer.trim();
  if (input.type === 'text' && analyzer !== '') params.analyzer = analyzer;
  if (input.type === 'scaled_float' && input.scalingFactor !== undefined) {
    params.scaling_factor = input.scalingFactor;
  }
  return { type: input.type, params };
}
