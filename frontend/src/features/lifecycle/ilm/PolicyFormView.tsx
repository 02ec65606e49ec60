// The form mode of the policy editor: one section per phase, hot to delete, and the names of
// phases the form does not know (kept as they are, to be edited in JSON).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { PhaseSection } from './PhaseSection';
import type { FieldProblem } from './policyBody';
import { withAction, withField, withPhase, type PolicyForm } from './policyForm';
import { PHASE_ORDER } from './policyRows';

interface PolicyFormViewProps {
  form: PolicyForm;
  problem: FieldProblem | null;
  onChange: (update: (form: PolicyForm) => PolicyForm) => void;
}

export function PolicyFormView({ form, problem, onChange }: PolicyFormViewProps) {
  const { t } = useTranslation();
  const otherPhases = Object.keys(form.otherPhases);
  return (
    <Stack gap="xs" data-testid="ilm-policy-form">
      {PHASE_ORDER.map((name) => (
        <PhaseSection
          key={name}
          name={name}
          phase={form.phases[name]}
          problem={problem}
          onPhase={(change) => onChange((current) => withPhase(current, name, change))}
          onAction={(action, change) =>
            onChange((current) => withAction(current, name, action, change))
          }
          onField={(action, key, value) =>
            onChange((current) => withField(current, name, action, key, value))
          }
        />
      ))}
      {otherPhases.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('lifecycle.ilm.editor.otherPhases', { phases: otherPhases.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
