// The fields the API key dialogs share: the expiration (a preset, none or no change, or a time
// value typed by hand, checked as it is typed) and a JSON object in the code editor, its parse
// error marked in place.
import { Input, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { isExpiration } from '../../../engine/apiKeyRequests';
import {
  jsonProblemPlace,
  readJsonObject,
  type ExpiryChoice,
  type ExpiryInput,
} from './apiKeyForm';

interface ExpiryFieldProps {
  value: ExpiryInput;
  onChange: (value: ExpiryInput) => void;
  choices: readonly ExpiryChoice[];
}

export function ExpiryField({ value, onChange, choices }: ExpiryFieldProps) {
  const { t } = useTranslation();
  const custom = value.custom.trim();
  return (
    <Stack gap={4}>
      <Select
        label={t('security.keys.expiry.label')}
        data={choices.map((choice) => ({
          value: choice,
          label: t(`security.keys.expiry.choices.${choice}`),
        }))}
        value={value.choice}
        allowDeselect={false}
        onChange={(choice) => choice && onChange({ ...value, choice: choice as ExpiryChoice })}
      />
      {value.choice === 'custom' && (
        <TextInput
          label={t('security.keys.expiry.custom')}
          description={t('security.keys.expiry.customHint')}
          value={value.custom}
          error={custom !== '' && !isExpiration(custom) && t('security.keys.expiry.invalid')}
          onChange={(event) => onChange({ ...value, custom: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}

interface JsonObjectFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
}

export function JsonObjectField({ label, description, value, onChange }: JsonObjectFieldProps) {
  const { t } = useTranslation();
  const read = readJsonObject(value);
  const place = jsonProblemPlace(value, read);
  const problem =
    read.ok || place === null
      ? null
      : {
          position: read.position,
          message:
            place === 'notObject'
              ? t('security.keys.jsonProblem.notObject', { field: label })
              : t('security.keys.jsonProblem.invalidAt', { field: label, ...place }),
        };
  return (
    <Input.Wrapper label={label} description={description}>
      <CodeEditor value={value} onChange={onChange} height={140} label={label} problem={problem} />
    </Input.Wrapper>
  );
}
