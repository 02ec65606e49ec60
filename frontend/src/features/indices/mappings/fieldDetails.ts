// What the mapping tree says about one field beside its name and type: the marks (multi-field,
// runtime) and the details (analyzers, dynamic setting, the alias's target), in a fixed order.
import type { TFunction } from '../../../i18n/translate';
import type { MappingField } from './mappingTree';

/** The marks of a field, each a short word shown as a tag. */
export function fieldMarks(field: MappingField, multiField: boolean, t: TFunction): string[] {
  const marks: string[] = [];
  if (multiField) marks.push(t('indices.mappingsDialog.detail.multiField'));
  if (field.runtime) marks.push(t('indices.mappingsDialog.detail.runtime'));
  return marks;
}

/** The details of a field, each a short phrase with a value from the mapping. */
export function fieldDetails(field: MappingField, t: TFunction): string[] {
  const details: string[] = [];
  if (field.analyzer !== undefined) {
    details.push(t('indices.mappingsDialog.detail.analyzer', { value: field.analyzer }));
  }
  if (field.searchAnalyzer !== undefined) {
    details.push(
      t('indices.mappingsDialog.detail.searchAnalyzer', { value: field.searchAnalyzer }),
    );
  }
  if (field.dynamic !== undefined) {
    details.push(t('indices.mappingsDialog.detail.dynamic', { value: field.dynamic }));
  }
  const { path } = field.params;
  if (field.type === 'alias' && typeof path === 'string') {
    details.push(t('indices.mappingsDialog.detail.aliasPath', { value: path }));
  }
  return details;
}
