// The Docs button beside the path: opens the documentation page of the endpoint being written
// (for the cluster's version), or the API reference while the path is empty or no known endpoint.
import { ActionIcon } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useMemo } from 'react';
import { LabelTooltip } from '../../../components/HoverTooltip/LabelTooltip';
import { useTranslation } from '../../../i18n/translate';
import { useEngine } from '../../../engine/useEngine';
import type { Catalogue } from '../catalogue/catalogueTypes';
import { matchEndpoints } from '../catalogue/endpoints';
import { isEmptyPath } from '../restRequest';
import { endpointDocsUrl, restDocsUrl } from '../../../engine/docsUrl';

interface DocsButtonProps {
  catalogue: Catalogue | null;
  version: string;
  method: string;
  path: string;
}

export function DocsButton({ catalogue, version, method, path }: DocsButtonProps) {
  const { t } = useTranslation();
  const engine = useEngine();
  const endpoint = useMemo(() => {
    if (!catalogue || isEmptyPath(path)) return undefined;
    const bare = path.split('?')[0];
    const matches = matchEndpoints(catalogue, version, method, bare);
    const found = matches.length > 0 ? matches : matchEndpoints(catalogue, version, null, bare);
    return found.find((match) => match.endpoint.docs)?.endpoint;
  }, [catalogue, version, method, path]);
  const label = endpoint
    ? t('rest.docs.endpoint', { endpoint: endpoint.name })
    : t('rest.docs.none');
  const href =
    endpoint?.docs !== undefined ? endpointDocsUrl(endpoint.docs, engine) : restDocsUrl(engine);
  return (
    <LabelTooltip label={label}>
      <ActionIcon
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size="lg"
        variant="default"
        aria-label={label}
        data-testid="rest-endpoint-docs"
      >
        <IconBook size={18} />
      </ActionIcon>
    </LabelTooltip>
  );
}
