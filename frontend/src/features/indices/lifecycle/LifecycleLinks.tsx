// The toolbar's links to the lifecycle policies and the ingest pipelines screens. Where the cluster
// does not serve the lifecycle API (or the user may not read it), the lifecycle link stays, for
// its screen says why in words; the link describes itself as unavailable to screen readers. The
// same words and width either way, so the toolbar does not wrap and move the table under the pointer
// when the answer arrives after the rows.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';
import type { ApiUnavailable } from '../../../api/apiAvailability';
import { SmallLink } from '../../../components/PlainControls/plainLayout';

interface LifecycleLinksProps {
  clusterIndex: number;
  unavailable: ApiUnavailable | null;
}

export function LifecycleLinks({ clusterIndex, unavailable }: LifecycleLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor
        component={Link}
        to={paths.lifecycle(clusterIndex)}
        size="sm"
        aria-description={unavailable ? t('indices.lifecycle.unavailable.text') : undefined}
        data-lifecycle-unavailable={unavailable ? true : undefined}
      >
        {t('indices.lifecycleLink')}
      </Anchor>
      <SmallLink to={paths.ingestPipelines(clusterIndex)}>{t('indices.ingestLink')}</SmallLink>
    </>
  );
}
