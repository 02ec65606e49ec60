import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestResponse } from '../../../engine/clusterDb';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { RestForm } from '../request/RestForm';
import { newTab } from '../tabs/tabs';

// The answer as the console shows it: the response viewer and the download button under it.

const CAT_INDICES = [
  'health status index uuid                   pri rep docs.count',
  'green  open   logs  3fHc1x2aT0eZ9q8w7e6r5A   1   0         42',
  '',
].join('\n');

afterEach(() => vi.restoreAllMocks());

async function renderAnswer(path: string, response: RestResponse) {
  const cluster = testCluster();
  const tab = { ...newTab('Tab 1', 1, { method: 'GET', path, body: '' }), id: 1, response };
  await renderScreen(
    <RestForm
      tab={tab}
      cluster={cluster}
      sending={false}
      onChange={() => undefined}
      onSend={() => undefined}
      onSave={() => undefined}
      onPaste={() => undefined}
    />,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/rest',
  );
  const viewer = await screen.findByRole('group', { name: 'Response' });
  // The viewer holds the answer once it is loaded and the answer is formatted.
  await waitFor(() => expect(viewer.querySelector('.cm-content')).toHaveTextContent(/\S/), {
    timeout: 15_000,
  });
  return viewer.querySelector('.cm-content') as HTMLElement;
}

/** The file name the download button saves under. */
function downloadedName(label: string): string {
  URL.createObjectURL = vi.fn(() => 'blob:download');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: label }));
  return (click.mock.contexts[0] as HTMLAnchorElement).download;
}

const ok = (bodyText: string, contentType: string): RestResponse => ({
  status: '200 OK',
  ok: true,
  bodyText,
  contentType,
});

describe('the answer of the REST console', () => {
  it('shows a text/plain answer as plain text, line for line, and downloads it as text', async () => {
    const content = await renderAnswer(
      '_cat/indices?v',
      ok(CAT_INDICES, 'text/plain; charset=UTF-8'),
    );
    expect(content).not.toHaveAttribute('data-language');
    const lines = [...content.querySelectorAll('.cm-line')];
    expect(lines.map((line) => line.textContent)).toEqual(CAT_INDICES.split('\n'));
    // No token of the text is marked (JSON would colour the digits of the UUID as a number).
    expect(content.querySelectorAll('.cm-line span')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Download as JSON' })).toBeNull();
    expect(downloadedName('Download as text')).toBe('get__cat_indices_v.txt');
  });

  it('offers a YAML answer as a .yaml file', async () => {
    await renderAnswer(
      '_cat/health?format=yaml',
      ok('---\n- status: "green"\n', 'application/yaml'),
    );
    expect(downloadedName('Download as YAML')).toBe('get__cat_health_format_yaml.yaml');
  });

  it('keeps a JSON answer highlighted, indented and downloaded as JSON', async () => {
    const content = await renderAnswer(
      '_cluster/health',
      ok('{"status":"green","number_of_nodes":1}', 'application/json; charset=UTF-8'),
    );
    expect(content).toHaveAttribute('data-language', 'json');
    await waitFor(() =>
      expect(content.querySelectorAll('.cm-line span').length).toBeGreaterThan(0),
    );
    expect(content.querySelectorAll('.cm-line')[1]).toHaveTextContent('"status": "green",');
    expect(downloadedName('Download as JSON')).toBe('get__cluster_health.json');
    expect(screen.queryByRole('link', { name: 'Export all matches' })).toBeNull();
  });

  it("links a search's answer to the export of every match of its index", async () => {
    await renderAnswer(
      'logs-*/_search?q=status:404',
      ok('{"hits":{"hits":[]}}', 'application/json'),
    );
    const link = screen.getByRole('link', { name: 'Export all matches' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://console.test');
    expect(url.pathname).toBe('/cluster/0/transfer');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'export',
      index: 'logs-*',
      query: '{"query_string":{"query":"status:404"}}',
    });
  });

  it('does not offer a binary (CBOR) answer as a file, and says how to read it', async () => {
    await renderAnswer('_cat/indices?format=cbor', ok('\u00bf\u00ff', 'application/cbor'));
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(
      screen.getByText(
        'This answer is binary (application/cbor): it is not shown or saved as text. Add format=json to the path to read it.',
      ),
    ).toBeVisible();
  });
});
