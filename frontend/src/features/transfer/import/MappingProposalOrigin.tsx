// The line above the proposed mapping: where it comes from (the engine's structure finder, or the
// inference in the browser and why), and the button that puts the proposal back in the editor.
import { Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useEngine } from '../../../engine/useEngine';
import type { ProposalOrigin } from './MappingProposalSource';

interface MappingProposalOriginProps {
  origin: ProposalOrigin;
  /** Replaces the editor's text with the proposal; missing while there is none. */
  onPropose?: () => void;
}

export function MappingProposalOrigin({ origin, onPropose }: MappingProposalOriginProps) {
  const { t } = useTranslation();
  const engine = useEngine().name;
  const words = (() => {
    if (origin.kind === 'asking') return t('transfer.mapping.origin.asking', { engine });
    if (origin.kind === 'finder')
      return t('transfer.mapping.origin.finder', { engine, path: origin.path });
    if (origin.why === 'failed')
      return t('transfer.mapping.origin.failed', { reason: origin.reason });
    return t(`transfer.mapping.origin.${origin.why}`, { engine });
  })();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        {origin.kind === 'asking' && <Loader size="xs" />}
        <Text size="sm" data-testid="mapping-origin">
          {words}
        </Text>
      </Group>
      <Button size="xs" variant="default" onClick={onPropose} disabled={!onPropose}>
        {t('transfer.mapping.proposeAgain')}
      </Button>
    </Group>
  );
}
