// Under the policy editor: the states as read from the text, rendered as the list renders them,
// or why the text cannot be sent (not JSON, no "policy" object, a default state or transition
// naming no state). Checked here, before anything is sent.
import { Stack, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/translate';
import type { EditorProblem } from '../../../components/CodeEditor/types';
import { lineAndColumn } from '../../../lib/jsonError';
import type { PolicyTextReading } from './ismPolicyEditing';
import { IsmStateLines } from './IsmStateLines';
import { stateProblemText } from './ismPolicyText';

/** The editor's mark for a text that is no JSON object, or holds no policy; null otherwise. */
export function readingProblem(
  t: TFunction,
  text: string,
  reading: PolicyTextReading,
): EditorProblem | null {
  switch (reading.kind) {
    case 'syntax':
      return {
        position: reading.position,
        message: t('lifecycle.ism.editor.invalidJsonAt', lineAndColumn(text, reading.position)),
      };
    case 'notObject':
      return { position: 0, message: t('lifecycle.ism.editor.notObject') };
    case 'noPolicy':
      return { position: 0, message: t('lifecycle.ism.editor.noPolicy') };
    case 'policy':
      return null;
  }
}

interface IsmPolicySummaryProps {
  reading: PolicyTextReading;
  /** The editor's mark, said again here where the summary would be. */
  problem: string | null;
}

export function IsmPolicySummary({ reading, problem }: IsmPolicySummaryProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="ism-policy-summary">
      <Text size="sm" fw={500}>
        {t('lifecycle.ism.editor.summary')}
      </Text>
      {reading.kind !== 'policy' ? (
        <Text size="sm" c="red" role="status">
          {problem}
        </Text>
      ) : (
        <>
          {reading.states.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('lifecycle.ism.editor.noStates')}
            </Text>
          ) : (
            <IsmStateLines states={reading.states} defaultState={reading.defaultState} size="sm" />
          )}
          {reading.problems.map((item, index) => (
            <Text key={index} size="sm" c="red" role="status">
              {stateProblemText(t, item)}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}
