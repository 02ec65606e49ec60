// The resources a diagnosis or a rule names, each a link to the screen that fixes it (an index
// to the indices screen filtered on it, a node to its details, a policy to its lifecycle screen),
// with the figures a rule found beside it. A long list shows its first ones and how many more.
import { Anchor, Code, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { WRAP } from '../../../components/RequestPreview/wrap';
import type { AffectedResource } from '../../../engine/diagnostics/healthReport';
import type { RuleResource } from '../../../engine/diagnostics/healthRuleTypes';
import { useTranslation } from '../../../i18n/translate';
import { useActiveClusterIndex } from '../../../store/hooks';
import { firstOf, resourceFacts, resourcePath } from './healthView';

/** How many resources of one list are shown before "and n more". */
export const RESOURCES_SHOWN = 50;

type Resource = AffectedResource & Partial<Pick<RuleResource, 'detail'>>;

export function ResourceList({ resources }: { resources: readonly Resource[] }) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const { shown, more } = firstOf(resources, RESOURCES_SHOWN);
  if (resources.length === 0) return null;
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((resource, position) => {
        const to = resourcePath(clusterIndex, resource);
        const facts = resource.detail ? resourceFacts(resource.detail) : [];
        return (
          <Text component="li" size="sm" key={position} style={WRAP}>
            {t(`diagnostics.health.resource.${resource.kind}`)}{' '}
            {to === null ? (
              <Code>{resource.name}</Code>
            ) : (
              <Anchor component={Link} underline="always" to={to}>
                {resource.name}
              </Anchor>
            )}
            {facts.map((fact) => (
              <Text component="span" size="sm" c="dimmed" key={fact.key} ml={8}>
                {t(`diagnostics.health.fact.${fact.key}`, { value: fact.value })}
              </Text>
            ))}
          </Text>
        );
      })}
      {more > 0 && (
        <Text component="li" size="sm" c="dimmed">
          {t('diagnostics.health.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
