// The query-string help: its table opens on a click and links the syntax page of the active
// cluster's engine.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Distribution } from '../../../engine/version';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { SearchExamples } from './SearchExamples';

async function docsLink(distribution: Distribution, version: string): Promise<string | null> {
  await renderScreen(<SearchExamples />, {
    connection: testConnection([testCluster({ distribution, version })], 0),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Search examples' }));
  // The table mounts as the panel opens, a render after the click.
  const link = await screen.findByRole('link', { name: 'Query string syntax documentation' });
  return link.getAttribute('href');
}

describe('query string examples', () => {
  it("links Elasticsearch's query string syntax on an Elasticsearch cluster", async () => {
    expect(await docsLink('elasticsearch', '8.15.2')).toContain('www.elastic.co');
  });

  it("links OpenSearch's query string syntax on an OpenSearch cluster", async () => {
    expect(await docsLink('opensearch', '2.19.1')).toBe(
      'https://docs.opensearch.org/latest/query-dsl/full-text/query-string/',
    );
  });
});

describe('the examples table', () => {
  it('is made the first time the panel opens, and kept when it closes', async () => {
    await renderScreen(<SearchExamples />, {
      connection: testConnection([testCluster({ distribution: 'elasticsearch' })], 0),
    });
    expect(screen.queryByText('_id:1', { exact: false })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Search examples' });
    await userEvent.click(toggle);
    expect(await screen.findByText('_id:1')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('_id:1')).toBeInTheDocument();
  });
});
