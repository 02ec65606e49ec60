// The JSON mode of the policy editor: the whole body of PUT _ilm/policy/{name}, `{policy: {...}}`.
// A text that is not a policy is marked where it goes wrong; one the form cannot show says so.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { formReadText, textProblem } from './ilmText';
import { readPolicyText } from './policyText';

interface PolicyJsonEditorProps {
  text: string;
  onChange: (text: string) => void;
}

export function PolicyJsonEditor({ text, onChange }: PolicyJsonEditorProps) {
  const { t } = useTranslation();
  const read = readPolicyText(text);
  return (
    <Stack gap={4}>
      <CodeEditor
        value={text}
        onChange={onChange}
        height={360}
        label={t('lifecycle.ilm.editor.json')}
        problem={read.ok ? null : textProblem(t, text, read.problem)}
      />
      {read.ok && !read.form.ok && (
        <Text size="sm" c="dimmed" role="status">
          {formReadText(t, text, read.form.problem)}
        </Text>
      )}
    </Stack>
  );
}
