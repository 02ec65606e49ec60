import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf, type RecordedRequest } from '../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import {
  bodyOf,
  previewShows,
  renderTemplates,
  said,
  setEditorText,
  SLOW,
  typeNameAndPattern,
  writes,
} from './testTemplates';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOGS = {
  index_patterns: ['logs-*'],
  template: { settings: { index: { number_of_shards: '1' } } },
  composed_of: ['base'],
  priority: 10,
  version: 2,
  created_date_millis: 1764374400000,
};

const ANSWERS: Record<string, unknown> = {
  '/_index_template': {
    index_templates: [
      { name: 'logs', index_template: LOGS },
      {
        name: 'metrics',
        index_template: { index_patterns: ['m-*'], composed_of: ['extra', 'base'] },
      },
    ],
  },
  '/_component_template': {
    component_templates: [
      { name: 'base', component_template: { template: { settings: { number_of_replicas: 0 } } } },
      { name: 'extra', component_template: { template: {} } },
      { name: 'unused', component_template: { template: {} } },
    ],
  },
  // The documented shape of POST _index_template/_simulate's answer.
  '/_index_template/_simulate/new-logs': {
    template: {
      settings: { index: { number_of_replicas: '0' } },
      mappings: { properties: { '@timestamp': { type: 'date' } } },
      aliases: {},
    },
    overlapping: [{ name: 'logs', index_patterns: ['logs-*'] }],
  },
};

const refusal = (reason: string) => ({
  error: { type: 'illegal_argument_exception', reason },
  status: 400,
});

/** Answers reads from ANSWERS, writes with acknowledged, and `refuse` with `reason`. */
function serve(refuse?: string, reason = 'refused'): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(pathOf(request.url)).pathname;
    if (path === refuse) return jsonResponse(refusal(reason), 400);
    if (path in ANSWERS) return jsonResponse(ANSWERS[path]);
    return jsonResponse({ acknowledged: true });
  }).calls;
}

async function showComponentTemplates() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Component templates' }, SLOW));
  await screen.findByText('unused', undefined, SLOW);
}

describe('component templates', { timeout: 60_000 }, () => {
  it('refuses to delete one that index templates are composed of, naming them', async () => {
    const calls = serve();
    await renderTemplates();
    await showComponentTemplates();
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete base' }));
    expect(
      await screen.findByText(
        'Index templates logs, metrics are composed of it, so it cannot be deleted; nothing was sent. Remove it from them first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Component template base is in use')).toBeInTheDocument();
    expect(said(calls.slice(before))).toEqual(['GET /_index_template']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes an unused one after a confirmation, and shows the engine refusing', async () => {
    const calls = serve('/_component_template/unused', 'component template [unused] is held');
    await renderTemplates();
    await showComponentTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Delete unused' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete component template' });
    expect(dialog).toHaveTextContent('Delete component template unused?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(said(writes(calls))).toEqual(['DELETE /_component_template/unused']),
    );
    expect(
      await screen.findByText(/component template \[unused\] is held/, undefined, SLOW),
    ).toBeInTheDocument();
    // The row's click does not open the row: no template JSON viewer appeared.
    expect(screen.queryByRole('group', { name: 'Template unused' })).toBeNull();
  });

  it('creates one with the exact PUT, after refusing a body that is not JSON', async () => {
    const calls = serve();
    await renderTemplates();
    await showComponentTemplates();
    const listed = said(calls).filter((call) => call === 'GET /_component_template').length;
    await userEvent.click(screen.getByRole('button', { name: 'New component template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New component template' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'base-2');
    // It starts from the three empty sections.
    await waitFor(() =>
      expect(within(dialog).getByTestId('component-template-request').textContent).toBe(
        `PUT _component_template/base-2\n${JSON.stringify(
          { template: { settings: {}, mappings: {}, aliases: {} } },
          null,
          2,
        )}`,
      ),
    );

    await setEditorText(dialog, '{"template": ');
    expect(
      await within(dialog).findAllByText(/Not valid JSON at line 1, column 14/),
    ).not.toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();

    const body = { template: { settings: { number_of_shards: 1 }, mappings: {}, aliases: {} } };
    await setEditorText(dialog, JSON.stringify(body));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(said(writes(calls))).toEqual(['PUT /_component_template/base-2']);
    expect(bodyOf(writes(calls)[0])).toEqual(body);
    expect(await screen.findByText(/Component template base-2 created/)).toBeInTheDocument();
    await waitFor(() =>
      expect(said(calls).filter((call) => call === 'GET /_component_template').length).toBe(
        listed + 1,
      ),
    );
  });

  it('edits one from its body as listed, its name fixed', async () => {
    const calls = serve();
    await renderTemplates();
    await showComponentTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Edit base' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit component template base' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('group', { name: 'Template base' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(said(writes(calls))).toEqual(['PUT /_component_template/base']);
    expect(bodyOf(writes(calls)[0])).toEqual({
      template: { settings: { number_of_replicas: 0 } },
    });
  });
});

describe('composable templates', { timeout: 90_000 }, () => {
  it('previews a new template: the built body goes to _simulate, overlaps are told', async () => {
    const calls = serve();
    await renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'New index template' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New index template' });
    await typeNameAndPattern(dialog, 'new-logs', 'logs-*');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Priority/ }), '5');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Data stream/ }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Component templates/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'extra', hidden: true }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Component templates/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'base', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move base up' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('template-preview', undefined, SLOW);
    const simulated = writes(calls);
    expect(said(simulated)).toEqual(['POST /_index_template/_simulate/new-logs']);
    const built = {
      index_patterns: ['logs-*'],
      composed_of: ['base', 'extra'],
      priority: 5,
      data_stream: {},
    };
    expect(bodyOf(simulated[0])).toEqual(built);
    expect(preview).toHaveTextContent(
      'Index template logs (patterns logs-*, priority 10) also matches; its priority is higher, so it wins over this one.',
    );
    await previewShows(preview, '"number_of_replicas": "0"');
    expect(within(dialog).getByTestId('index-template-request')).toHaveTextContent(
      /^PUT _index_template\/new-logs/,
    );
  });

  it('saves an edit with the exact PUT, keeping what the editor does not show', async () => {
    const calls = serve();
    await renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit logs' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit index template logs' });
    const priority = within(dialog).getByRole('textbox', { name: /Priority/ });
    await userEvent.clear(priority);
    await userEvent.type(priority, '20');
    const expected = {
      index_patterns: ['logs-*'],
      template: { settings: { index: { number_of_shards: '1' } } },
      composed_of: ['base'],
      priority: 20,
      version: 2,
    };
    const request = within(dialog).getByTestId('index-template-request');
    expect(request.textContent?.split('\n')[0]).toBe('PUT _index_template/logs');
    expect(JSON.parse(request.textContent?.split('\n').slice(1).join('\n') ?? '')).toEqual(
      expected,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(said(writes(calls))).toEqual(['PUT /_index_template/logs']);
    expect(bodyOf(writes(calls)[0])).toEqual(expected);
    expect(await screen.findByText(/Index template logs saved/)).toBeInTheDocument();
  });

  it('keeps the dialog open with the engine’s reason when it refuses to save', async () => {
    serve('/_index_template/logs', 'same priority as [logs]');
    await renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit logs' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit index template logs' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('same priority as [logs]');
  });

  it('deletes after a danger confirmation', async () => {
    const calls = serve();
    await renderTemplates();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete logs' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete index template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(said(writes(calls))).toEqual(['DELETE /_index_template/logs']));
  });
});

describe('on a read-only cluster', { timeout: 60_000 }, () => {
  it('offers no writes', async () => {
    serve();
    await renderTemplates({ protection: 'read-only' });
    expect(await screen.findByText('logs-*', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit logs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete logs' })).toBeNull();
    const create = screen.getByRole('button', { name: 'New index template' });
    expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    expect(screen.queryByRole('dialog')).toBeNull();
    await showComponentTemplates();
    expect(screen.queryByRole('button', { name: 'Delete base' })).toBeNull();
  });
});
