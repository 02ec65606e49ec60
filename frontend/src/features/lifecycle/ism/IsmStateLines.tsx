// A policy's states as lines, in the list and under the editor: "hot [rollover] → warm (after 7d)",
// the default state marked. Cluster text is rendered as text only.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { IsmState } from './ismPolicyRows';
import { stateLine } from './ismPolicyText';

interface IsmStateLinesProps {
  states: IsmState[];
  defaultState: string;
  size?: 'xs' | 'sm';
}

export function IsmStateLines({ states, defaultState, size = 'xs' }: IsmStateLinesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {states.map((state, index) => (
        <Text key={`${index}-${state.name}`} size={size} style={{ wordBreak: 'break-word' }}>
          {stateLine(t, state, state.name === defaultState)}
        </Text>
      ))}
    </Stack>
  );
}
