// Form state of the add and edit dialogs. Every change resets the connection test.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import {
  validateClusterForm,
  type ClusterFormError,
  type ClusterFormErrors,
  type ClusterFormField,
  type ClusterFormValues,
} from './clusterFormValues';

export interface ClusterFormState {
  values: ClusterFormValues;
  errors: ClusterFormErrors;
  valid: boolean;
  setField: <K extends keyof ClusterFormValues>(field: K, value: ClusterFormValues[K]) => void;
}

export function useClusterForm(initial: ClusterFormValues, onChange: () => void): ClusterFormState {
  const [values, setValues] = useState(initial);
  const errors = useMemo(() => validateClusterForm(values), [values]);
  const setField = useCallback(
    <K extends keyof ClusterFormValues>(field: K, value: ClusterFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      onChange();
    },
    [onChange],
  );
  return { values, errors, valid: Object.keys(errors).length === 0, setField };
}

/** The translated message of a field's error, or undefined while the field is valid. */
export type FieldError = (field: ClusterFormField) => string | undefined;

export function useFieldError({ errors }: ClusterFormState): FieldError {
  const { t } = useTranslation();
  return (field) => {
    const code: ClusterFormError | undefined = errors[field];
    return code ? t(`clusters.form.errors.${code}`) : undefined;
  };
}
