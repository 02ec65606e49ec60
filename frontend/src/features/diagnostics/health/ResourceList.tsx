// The resources a diagnosis or a rule names, each a link to the screen that fixes it (an index
// to the indices screen filtered on it, a node to its details, a policy to its lifecycle screen),
// with the figures a rule found beside it. A long list shows its first ones, how many more, and a
// button that shows more of them.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { linkProps, useListLinks } from '../../../components/ListLinks/useListLinks';
import { WRAP } from '../../../components/RequestPreview/wrap';
import type { AffectedResource } from '../../../engine/diagnostics/healthReport';
import type { RuleResource } from '../../../engine/diagnostics/healthRuleTypes';
import { useTranslation } from '../../../i18n/translate';
import { useActiveClusterIndex } from '../../../store/hooks';
import { firstOf, resourceFacts, resourcePath } from './healthView';
import classes from './ResourceList.module.css';

/**
 * How many resources of one list are shown at first, before "and n more": an overview of thirty
 * indicators stays a page to read (and quick to draw), each list opened further on demand.
 */
export const RESOURCES_SHOWN = 10;
/** How many more each "Show more" adds. */
export const RESOURCES_STEP = 100;

type Resource = AffectedResource & Partial<Pick<RuleResource, 'detail'>>;

// Each item is plain markup with classes, its text size and colours from the list's theme, and its
// link a plain anchor the list follows: a diagnosis may name hundreds of resources, and a themed
// component, a router link or a style object per name is what makes a long list slow.

export function ResourceList({ resources }: { resources: readonly Resource[] }) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const links = useListLinks();
  const [limit, setLimit] = useState(RESOURCES_SHOWN);
  const { shown, more } = firstOf(resources, limit);
  if (resources.length === 0) return null;
  return (
    <Text
      component="ul"
      size="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none', ...WRAP }}
      onClick={links.onClick}
    >
      {shown.map((resource, position) => {
        const to = resourcePath(clusterIndex, resource);
        const facts = resource.detail ? resourceFacts(resource.detail) : [];
        return (
          <li key={position}>
            {t(`diagnostics.health.resource.${resource.kind}`)}{' '}
            {to === null ? (
              <code>{resource.name}</code>
            ) : (
              <a {...linkProps(links, to)} className={classes.link}>
                {resource.name}
              </a>
            )}
            {facts.map((fact) => (
              <span key={fact.key} className={classes.fact}>
                {t(`diagnostics.health.fact.${fact.key}`, { value: fact.value })}
              </span>
            ))}
          </li>
        );
      })}
      {more > 0 && (
        <li className={classes.more}>
          {t('diagnostics.health.more', { count: more })}{' '}
          <button
            type="button"
            className={classes.showMore}
            onClick={() => setLimit(limit + RESOURCES_STEP)}
          >
            {t('diagnostics.health.showMore', { count: Math.min(more, RESOURCES_STEP) })}
          </button>
        </li>
      )}
    </Text>
  );
}
