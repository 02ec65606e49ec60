// Form state of the add and edit dialogs. Every change resets the connection test.
import { useCallback, useMemo, useState } from 'react';
import {
  validateClusterForm,
  type ClusterFormErrors,
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
