// A document-level security query in the JSON editor: what the engine said of it when it was
// checked (the explanation of an invalid query) or why it is no JSON object, shown above it.
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { isJsonObjectText } from './roleProblems';

interface QueryFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The engine's explanation of why the query is invalid on the entry's indices. */
  refusal?: string;
}

export function QueryField({ label, value, onChange, refusal }: QueryFieldProps) {
  const { t } = useTranslation();
  const notObject = value.trim() !== '' && !isJsonObjectText(value);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {notObject && (
        <Text size="sm" c="red" role="alert">
          {t('security.roleEditor.queryNotObject')}
        </Text>
      )}
      {refusal !== undefined && (
        <Alert color="red" p="xs" role="alert" title={t('security.roleEditor.queryInvalid')}>
          {refusal || t('security.roleEditor.queryInvalidNoReason')}
        </Alert>
      )}
      <CodeEditor value={value} onChange={onChange} height={120} label={label} />
    </Stack>
  );
}
