// A labelled JSON editor of the copy form (the query, the new index's body): its label, a line
// saying what it holds (in red when something is wrong), and the app's code editor.
import { Stack, Text } from '@mantine/core';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import type { EditorProblem } from '../../../components/CodeEditor/types';

interface JsonFieldProps {
  label: string;
  hint: string;
  /** The hint says what is wrong. */
  wrong?: boolean;
  value: string;
  onChange: (text: string) => void;
  problem?: EditorProblem | null;
  height: number;
}

export function JsonField({ label, hint, wrong = false, ...editor }: JsonFieldProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c={wrong ? 'red' : 'dimmed'}>
        {hint}
      </Text>
      <CodeEditor label={label} {...editor} />
    </Stack>
  );
}
