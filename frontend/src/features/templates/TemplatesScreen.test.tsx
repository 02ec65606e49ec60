import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
// Layout stand-ins the code viewer needs in the test DOM.
import '../../components/testUtils';
import { renderTemplates, SLOW } from './testTemplates';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWERS: Record<string, unknown> = {
  '/_index_template': {
    index_templates: [
      { name: 'logs', index_template: { index_patterns: ['logs-*'], priority: 10 } },
      { name: '.internal', index_template: { index_patterns: ['.internal-*'] } },
    ],
  },
  '/_template': { legacy: { order: 0, index_patterns: ['old-*'], settings: {} } },
  '/_component_template': {
    component_templates: [{ name: 'base', component_template: { template: {} } }],
  },
};

function serve(failing?: string): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(pathOf(request.url)).pathname;
    if (path === failing)
      return jsonResponse(
        { error: { type: 'security_exception', reason: 'no rights' }, status: 403 },
        403,
      );
    return jsonResponse(ANSWERS[path] ?? {});
  }).calls;
}

// The table is mounted again once loading ends, so queries look it up afresh each time.
const table = () => screen.getByRole('table', { name: 'Index templates' });

describe('index templates screen', { timeout: 60_000 }, () => {
  it('lists composable templates on version 8, hiding dot names, and switches endpoint', async () => {
    const calls = serve();
    await renderTemplates();
    expect(await screen.findByText('logs-*', undefined, SLOW)).toBeInTheDocument();
    expect(within(table()).queryByText('.internal')).toBeNull();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/_index_template']);

    await userEvent.click(screen.getByRole('radio', { name: '_template' }));
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '_component_template' }));
    expect(await screen.findByText('base', undefined, SLOW)).toBeInTheDocument();
  });

  it('opens a row to show the template as the cluster sent it, without derived fields', async () => {
    serve();
    await renderTemplates();
    await userEvent.click(await screen.findByText('logs', undefined, SLOW));
    // The viewer's text, line by line as CodeMirror renders it (loaded on demand).
    await waitFor(() => expect(document.querySelector('.cm-content')).not.toBeNull(), SLOW);
    const text = [...document.querySelectorAll('.cm-content .cm-line')]
      .map((line) => line.textContent)
      .join('\n');
    expect(text).toContain('"name": "logs"');
    expect(text).toContain('"priority": 10');
    expect(text).not.toContain('indexPatterns');
    await userEvent.click(screen.getByText('logs'));
    await waitFor(() => expect(document.querySelector('.cm-content')).toBeNull());
  });

  it('uses the legacy endpoint without a selector before version 7', async () => {
    const calls = serve();
    await renderTemplates({ majorVersion: '6', version: '6.8.0' });
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '_index_template' })).toBeNull();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/_template']);
  });

  it('shows why the list is empty when the request fails', async () => {
    serve('/_index_template');
    await renderTemplates();
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('no rights');
    expect(within(table()).getByText('No templates')).toBeInTheDocument();
  });
});
