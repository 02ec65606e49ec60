// The kind of template the screen lists, kept in the address (?kind=…): a reload stays on it and
// the browser's Back returns to the kind shown before. Each choice is a new history entry.
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { paths } from '../../routing/paths';
import { TEMPLATES_KIND_PARAM } from '../../routing/screenPaths';
import { useActiveClusterIndex } from '../../store/hooks';
import { useEngine } from '../../engine/useEngine';
import { endpointChoices, endpointOfKind, templateKind } from './templateEndpoint';

export interface TemplateKindChoice {
  endpoint: TemplateEndpoint;
  choices: TemplateEndpoint[];
  choose: (endpoint: TemplateEndpoint) => void;
}

/** The endpoint shown and the choices, for the active cluster's engine. */
export function useTemplateKind(): TemplateKindChoice {
  const gate = useEngine();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clusterIndex = useActiveClusterIndex();
  return {
    endpoint: endpointOfKind(gate, params.get(TEMPLATES_KIND_PARAM)),
    choices: endpointChoices(gate),
    choose: (endpoint) =>
      navigate(paths.indexTemplates(clusterIndex, { kind: templateKind(endpoint) })),
  };
}
