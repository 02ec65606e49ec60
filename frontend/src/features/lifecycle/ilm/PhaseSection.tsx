// One phase of the policy form: a switch that puts the phase in the policy, its minimum age (not
// for hot, which an index enters at once), and the actions the form offers in it. Actions the form
// does not offer here are named, kept as they are, to be edited in JSON.
import { Badge, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { ActionFields } from './ActionFields';
import { phaseColor, phaseLabel } from './ilmText';
import type { FieldProblem } from './policyBody';
import { PHASE_ACTIONS, type FormAction } from './policyFields';
import type { ActionForm, FieldValue, PhaseForm } from './policyForm';
import type { PhaseName } from './policyRows';

interface PhaseSectionProps {
  name: PhaseName;
  phase: PhaseForm;
  problem: FieldProblem | null;
  onPhase: (change: Partial<PhaseForm>) => void;
  onAction: (action: FormAction, change: Partial<ActionForm>) => void;
  onField: (action: FormAction, key: string, value: FieldValue) => void;
}

export function PhaseSection(props: PhaseSectionProps) {
  const { name, phase, problem, onPhase } = props;
  const { t } = useTranslation();
  const label = phaseLabel(t, name);
  const other = Object.keys(phase.other);
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-label={t('lifecycle.ilm.editor.phase', { phase: label })}
    >
      <Stack gap="xs">
        <Group gap="sm">
          <Badge color={phaseColor(name)} variant="light" tt="none">
            {label}
          </Badge>
          <Switch
            label={t('lifecycle.ilm.editor.usePhase', { phase: label })}
            checked={phase.enabled}
            onChange={(event) => onPhase({ enabled: event.currentTarget.checked })}
          />
        </Group>
        {phase.enabled && name !== 'hot' && (
          <TextInput
            label={t('lifecycle.ilm.editor.minAge')}
            description={t('lifecycle.ilm.editor.minAgeHint')}
            placeholder="30d"
            maw={320}
            value={phase.minAge}
            onChange={(event) => onPhase({ minAge: event.currentTarget.value })}
          />
        )}
        {phase.enabled &&
          PHASE_ACTIONS[name].map((action) => {
            const form = phase.actions[action];
            return form ? (
              <ActionFields
                key={action}
                action={action}
                form={form}
                problem={problem?.phase === name && problem.action === action ? problem : null}
                onEnabled={(enabled) => props.onAction(action, { enabled })}
                onField={(key, value) => props.onField(action, key, value)}
              />
            ) : null;
          })}
        {phase.enabled && other.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('lifecycle.ilm.editor.otherActions', { actions: other.join(', ') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
