import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
import { withoutPrivileges } from '../../api/testPrivileges';
// Layout stand-ins the code viewer needs in the test DOM.
import '../../components/testUtils';
import { historyBack, location, renderTemplates, said, SLOW, writes } from './testTemplates';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWERS: Record<string, unknown> = {
  '/_index_template': {
    index_templates: [
      {
        name: 'logs',
        index_template: {
          index_patterns: ['logs-*'],
          priority: 10,
          composed_of: ['base', 'logs-mappings'],
          version: 4,
        },
      },
      { name: '.internal', index_template: { index_patterns: ['.internal-*'] } },
    ],
  },
  '/_template': { legacy: { order: 7, index_patterns: ['old-*'], settings: {} } },
  '/_component_template': {
    component_templates: [{ name: 'base', component_template: { template: {}, version: 12 } }],
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
    return jsonResponse(ANSWERS[path] ?? { acknowledged: true });
  }).calls;
}

// The table is mounted again once loading ends, so queries look it up afresh each time.
const table = () => screen.getByRole('table', { name: 'Index templates' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const kind = (name: string) => screen.getByRole('radio', { name });

describe('index templates screen', { timeout: 60_000 }, () => {
  it('lists composable templates on version 8, hiding dot names, and switches endpoint', async () => {
    const calls = serve();
    await renderTemplates();
    expect(await screen.findByText('logs-*', undefined, SLOW)).toBeInTheDocument();
    expect(within(table()).queryByText('.internal')).toBeNull();
    expect(withoutPrivileges(calls).map((call) => new URL(call.url).pathname)).toEqual([
      '/_index_template',
    ]);

    await userEvent.click(kind('Legacy templates'));
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(kind('Component templates'));
    expect(await screen.findByText('base', undefined, SLOW)).toBeInTheDocument();
  });

  it('names each kind in words, its API under it as the description', async () => {
    serve();
    await renderTemplates();
    const group = await screen.findByRole('radiogroup', { name: 'Template kind' }, SLOW);
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      '_index_template',
      '_component_template',
      '_template',
    ]);
    expect(kind('Index templates')).toBeChecked();
    expect(kind('Index templates')).toHaveAccessibleDescription('_index_template');
    expect(kind('Component templates')).toHaveAccessibleDescription('_component_template');
    expect(kind('Legacy templates')).toHaveAccessibleDescription('_template');
  });

  it('shows the columns of each kind under human names', async () => {
    serve();
    await renderTemplates();
    await screen.findByText('logs-*', undefined, SLOW);
    expect(headers()).toEqual([
      'Name',
      'Index patterns',
      'Priority',
      'Composed of',
      'Version',
      'Actions',
    ]);
    const logs = within(table()).getByText('logs').closest('tr') as HTMLElement;
    expect(within(logs).getByText('10')).toBeInTheDocument();
    expect(within(logs).getByText('base, logs-mappings')).toBeInTheDocument();
    expect(within(logs).getByText('4')).toBeInTheDocument();

    await userEvent.click(kind('Component templates'));
    await screen.findByText('base', undefined, SLOW);
    expect(headers()).toEqual(['Name', 'Version', 'Actions']);
    expect(within(table()).getByText('12')).toBeInTheDocument();

    await userEvent.click(kind('Legacy templates'));
    await screen.findByText('old-*', undefined, SLOW);
    expect(headers()).toEqual(['Name', 'Index patterns', 'Order', 'Version', 'Actions']);
    expect(within(table()).getByText('7')).toBeInTheDocument();
  });

  it('keeps the kind in the address, and Back returns to the kind before', async () => {
    const calls = serve();
    await renderTemplates({}, '/cluster/0/index_templates?kind=component');
    expect(await screen.findByText('base', undefined, SLOW)).toBeInTheDocument();
    expect(kind('Component templates')).toBeChecked();
    expect(said(withoutPrivileges(calls))).toEqual(['GET /_component_template']);

    await userEvent.click(kind('Legacy templates'));
    expect(location()).toBe('/cluster/0/index_templates?kind=legacy');
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(kind('Index templates'));
    expect(location()).toBe('/cluster/0/index_templates?kind=index');
    expect(await screen.findByText('logs-*', undefined, SLOW)).toBeInTheDocument();

    await historyBack();
    expect(location()).toBe('/cluster/0/index_templates?kind=legacy');
    expect(kind('Legacy templates')).toBeChecked();
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    await historyBack();
    expect(kind('Component templates')).toBeChecked();
  });

  it('opens on the default kind when the address names one the cluster does not have', async () => {
    const calls = serve();
    await renderTemplates(
      { majorVersion: '7', version: '7.7.1' },
      '/cluster/0/index_templates?kind=component',
    );
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    expect(kind('Legacy templates')).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Component templates' })).toBeNull();
    expect(said(withoutPrivileges(calls))).toEqual(['GET /_template']);
  });

  it('leads back to Indices', async () => {
    serve();
    await renderTemplates();
    expect(await screen.findByRole('link', { name: 'Indices' }, SLOW)).toHaveAttribute(
      'href',
      '/cluster/0/indices',
    );
  });

  it('says legacy templates are deprecated, pointing to index templates, and deletes one', async () => {
    const calls = serve();
    await renderTemplates({}, '/cluster/0/index_templates?kind=legacy');
    expect(await screen.findByText('old-*', undefined, SLOW)).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      /Legacy templates are deprecated: new templates should be index templates/,
    );
    expect(within(note).getByRole('link', { name: 'Show index templates' })).toHaveAttribute(
      'href',
      '/cluster/0/index_templates?kind=index',
    );
    expect(screen.queryByRole('button', { name: 'Edit legacy' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^New/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete legacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete legacy template' });
    expect(dialog).toHaveTextContent('Delete legacy template legacy?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(said(writes(calls))).toEqual(['DELETE /_template/legacy']));
    expect(await screen.findByText(/Legacy template legacy deleted/)).toBeInTheDocument();

    await userEvent.click(within(note).getByRole('link', { name: 'Show index templates' }));
    expect(await screen.findByText('logs-*', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
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
    expect(screen.queryByRole('radio', { name: 'Index templates' })).toBeNull();
    expect(withoutPrivileges(calls).map((call) => new URL(call.url).pathname)).toEqual([
      '/_template',
    ]);
    // Legacy templates are all there is: nothing to point to instead, and they can be deleted.
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete legacy' })).toBeInTheDocument();
  });

  it('shows why the list is empty when the request fails', async () => {
    serve('/_index_template');
    await renderTemplates();
    expect(await screen.findByRole('alert', undefined, SLOW)).toHaveTextContent('no rights');
    expect(within(table()).getByText('No templates')).toBeInTheDocument();
  });
});
