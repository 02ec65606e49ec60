import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/translate';
import { displayVersion } from '../lib/buildInfo';

// Where the footer points (the source repository and the product's home page,
// which is the repository's README). The engine links lead to each engine's own reference.
export const PROJECT_SOURCE_URL = 'https://github.com/shardscope/shardscope';
export const PROJECT_DOCS_URL = 'https://github.com/shardscope/shardscope#readme';
export const ELASTICSEARCH_DOCS_URL = 'https://www.elastic.co/docs/reference/elasticsearch';
export const OPENSEARCH_DOCS_URL = 'https://docs.opensearch.org/latest/';

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="xs">
      {children}
    </Anchor>
  );
}

/** Product name, version with its build, year, source and documentation links. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="md" px="md" py="sm" c="dimmed" wrap="wrap">
      <Text size="xs">
        {t('app.name')} {displayVersion()}
      </Text>
      <Text size="xs">{t('app.footer.copyright', { year: new Date().getFullYear() })}</Text>
      <ExternalLink href={PROJECT_SOURCE_URL}>{t('app.footer.source')}</ExternalLink>
      <ExternalLink href={PROJECT_DOCS_URL}>{t('app.footer.docs')}</ExternalLink>
      <ExternalLink href={ELASTICSEARCH_DOCS_URL}>{t('app.footer.elasticsearchDocs')}</ExternalLink>
      <ExternalLink href={OPENSEARCH_DOCS_URL}>{t('app.footer.opensearchDocs')}</ExternalLink>
    </Group>
  );
}
