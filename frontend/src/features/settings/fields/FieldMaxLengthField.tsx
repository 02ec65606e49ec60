import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import {
  DEFAULT_DOCUMENT_FIELD_MAX_LENGTH,
  resetDocumentFieldMaxLength,
  selectSearchPreferences,
  setDocumentFieldMaxLength,
} from '../../../preferences/searchPreferences';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ResetToDefault } from './ResetToDefault';
import { parseFieldMaxLength } from './settingsFields';

/** Document field max length: only a valid number is saved. */
export function FieldMaxLengthField() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSearchPreferences).documentFieldMaxLength;
  const [text, setText] = useState(String(saved));
  const valid = parseFieldMaxLength(text) !== null;
  const label = t('settings.fields.fieldMaxLength');

  const onChange = (next: string) => {
    setText(next);
    const length = parseFieldMaxLength(next);
    if (length !== null) dispatch(setDocumentFieldMaxLength(length));
  };
  const onReset = () => {
    dispatch(resetDocumentFieldMaxLength());
    setText(String(DEFAULT_DOCUMENT_FIELD_MAX_LENGTH));
  };

  return (
    <TextInput
      label={label}
      description={t('settings.fields.fieldMaxLengthDescription')}
      value={text}
      inputMode="numeric"
      onChange={(event) => onChange(event.currentTarget.value)}
      error={valid ? undefined : t('settings.fields.fieldMaxLengthInvalid')}
      rightSectionWidth={140}
      rightSection={
        <ResetToDefault
          onReset={onReset}
          isDefault={valid && saved === DEFAULT_DOCUMENT_FIELD_MAX_LENGTH}
          field={label}
        />
      }
    />
  );
}
