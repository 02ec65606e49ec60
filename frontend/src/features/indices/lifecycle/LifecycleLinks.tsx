// The toolbar's links to the lifecycle policies and the ingest pipelines screens. Where the cluster
// does not serve the lifecycle API (or the user may not read it), the link's words stay, dimmed
// and no longer a link, saying so to screen readers and with the cluster's reason on hover and
// focus: the same width, so the toolbar does not wrap and move the table under the pointer when
// the answer arrives after the rows.
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';
import { HoverTooltip } from '../../../components/HoverTooltip/HoverTooltip';
import type { ApiUnavailable } from '../../../api/apiAvailability';

interface LifecycleLinksProps {
  clusterIndex: number;
  unavailable: ApiUnavailable | null;
}

export function LifecycleLinks({ clusterIndex, unavailable }: LifecycleLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      {unavailable ? (
        <Text size="sm" c="dimmed" data-lifecycle-unavailable>
          <HoverTooltip label={unavailableReason(t, unavailable)}>
            <span aria-hidden>{t('indices.lifecycleLink')}</span>
            <VisuallyHidden>{t('indices.lifecycle.unavailable.text')}</VisuallyHidden>
          </HoverTooltip>
        </Text>
      ) : (
        <Anchor component={Link} to={paths.lifecycle(clusterIndex)} size="sm">
          {t('indices.lifecycleLink')}
        </Anchor>
      )}
      <Anchor component={Link} to={paths.ingestPipelines(clusterIndex)} size="sm">
        {t('indices.ingestLink')}
      </Anchor>
    </>
  );
}

function unavailableReason(
  t: ReturnType<typeof useTranslation>['t'],
  { why, reason }: ApiUnavailable,
): string {
  return why === 'forbidden'
    ? t('indices.lifecycle.unavailable.forbidden', { reason })
    : t('indices.lifecycle.unavailable.missing', { reason });
}
