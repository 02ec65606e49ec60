// The fixes the explain view offers for its index, where writes are offered: retry a failed step,
// move to another step (ILM), change the policy (ISM), and remove the policy. Retry and remove ask
// first; moving and changing open their form in the dialog.
import { Button, Group } from '@mantine/core';
import type { LifecycleKind, ManagedIndex } from '../../../engine/lifecycle';
import { useTranslation } from '../../../i18n/translate';
import { currentStep } from './moveStep';
import { useLifecycleFixes } from './useLifecycleFixes';

interface ExplainActionsProps {
  kind: LifecycleKind;
  entry: ManagedIndex;
  onMove: () => void;
  onChangePolicy: () => void;
}

export function ExplainActions({ kind, entry, onMove, onChangePolicy }: ExplainActionsProps) {
  const { t } = useTranslation();
  const fixes = useLifecycleFixes(kind);
  const indices = [entry.index];
  return (
    <Group gap="xs">
      {entry.failed && (
        <Button size="xs" onClick={() => void fixes.retry(indices)}>
          {t('indices.lifecycle.explain.retry')}
        </Button>
      )}
      {kind === 'ilm' && currentStep(entry) !== null && (
        <Button size="xs" variant="default" onClick={onMove}>
          {t('indices.lifecycle.move.button')}
        </Button>
      )}
      {kind === 'ism' && (
        <Button size="xs" variant="default" onClick={onChangePolicy}>
          {t('indices.lifecycle.actions.ismChange')}
        </Button>
      )}
      <Button size="xs" variant="default" color="red" onClick={() => void fixes.remove(indices)}>
        {t(`indices.lifecycle.actions.${kind === 'ilm' ? 'removeIlm' : 'removeIsm'}`)}
      </Button>
    </Group>
  );
}
