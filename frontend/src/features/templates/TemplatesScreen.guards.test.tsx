// The template dialogs' guards, against a fake cluster: a new template may not take a listed
// name, closing with changes asks first (and Esc used by the JSON editor does not close), and
// a preview answer that a form change made old is dropped.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, pathOf } from '../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import {
  editorIn,
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

const LISTS: Record<string, unknown> = {
  '/_index_template': {
    index_templates: [
      { name: 'logs', index_template: { index_patterns: ['logs-*'], priority: 10 } },
    ],
  },
  '/_component_template': {
    component_templates: [
      { name: 'base', component_template: { template: { settings: { number_of_replicas: 0 } } } },
    ],
  },
};

/** The documented shape of POST _index_template/_simulate's answer, with `replicas`. */
const simulated = (replicas: string) => ({
  template: { settings: { index: { number_of_replicas: replicas } }, mappings: {}, aliases: {} },
  overlapping: [],
});

/** Lists from LISTS; each preview waits until the test answers it; other writes acknowledged. */
function serve() {
  const previews: ((answer: unknown) => void)[] = [];
  const { calls } = installFakeFetch((request) => {
    const path = new URL(pathOf(request.url)).pathname;
    if (path in LISTS) return jsonResponse(LISTS[path]);
    if (path.startsWith('/_index_template/_simulate/')) {
      return new Promise((resolve) => previews.push((answer) => resolve(jsonResponse(answer))));
    }
    return jsonResponse({ acknowledged: true });
  });
  return { calls, previews };
}

/** The screen, once it lists the index templates. */
async function showTemplates() {
  await renderTemplates();
  expect(await screen.findByText('logs-*', undefined, SLOW)).toBeInTheDocument();
}

async function showComponentTemplates() {
  await userEvent.click(screen.getByRole('radio', { name: 'Component templates' }));
  await screen.findByRole('button', { name: 'Edit base' }, SLOW);
}

async function openDialog(button: string, title: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

async function closed(title: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('a new template', { timeout: 60_000 }, () => {
  it('may not take the name of a listed component template', async () => {
    const { calls } = serve();
    await showTemplates();
    await showComponentTemplates();
    const dialog = await openDialog('New component template', 'New component template');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'base');
    expect(
      within(dialog).getByText('A component template named base exists: edit it instead.'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    fireEvent.submit(name);

    await userEvent.type(name, '-2');
    expect(within(dialog).queryByText(/exists: edit it instead/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(writes(calls)).toEqual([]);
  });

  it('may not take the name of a listed index template', async () => {
    const { calls } = serve();
    await showTemplates();
    const dialog = await openDialog('New index template', 'New index template');
    await typeNameAndPattern(dialog, 'logs', 'other-*');
    expect(
      within(dialog).getByText('An index template named logs exists: edit it instead.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 's2');
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(writes(calls)).toEqual([]);
  });
});

describe('closing a template dialog', { timeout: 60_000 }, () => {
  it('asks before dropping changes, and stays open when the user keeps editing', async () => {
    serve();
    await showTemplates();
    await showComponentTemplates();
    const title = 'New component template';
    let dialog = await openDialog(title, title);
    // Nothing typed: Esc closes at once.
    await userEvent.keyboard('{Escape}');
    await closed(title);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();

    dialog = await openDialog(title, title);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'mine');
    await userEvent.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(question).toHaveTextContent('The template has changes that were not saved.');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('mine');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await closed(title);
  });

  it('asks when the JSON body was edited, and not after a save', async () => {
    const { calls } = serve();
    await showTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Edit logs' }));
    const title = 'Edit index template logs';
    const dialog = await screen.findByRole('dialog', { name: title });
    await setEditorText(dialog, '{"a":1}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await closed(title);
    expect(said(writes(calls))).toEqual(['PUT /_index_template/logs']);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('leaves an Esc that the JSON editor uses to the editor', async () => {
    serve();
    await showTemplates();
    await showComponentTemplates();
    const title = 'Edit component template base';
    const dialog = await openDialog('Edit base', title);
    const view = await editorIn(dialog);
    // With text selected, the editor's Esc drops the selection (as it closes a completion
    // list): the dialog stays.
    act(() => view.dispatch({ selection: { anchor: 0, head: view.state.doc.length } }));
    fireEvent.keyDown(view.contentDOM, { key: 'Escape', keyCode: 27 });
    expect(view.state.selection.main.empty).toBe(true);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    // The editor has no more use for it: the next Esc closes the unchanged dialog.
    fireEvent.keyDown(view.contentDOM, { key: 'Escape', keyCode: 27 });
    await closed(title);
  });
});

describe('the preview', { timeout: 60_000 }, () => {
  it('drops an answer that a form change made old', async () => {
    const { previews } = serve();
    await showTemplates();
    const dialog = await openDialog('New index template', 'New index template');
    await typeNameAndPattern(dialog, 'new-logs', 'new-*');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previews).toHaveLength(1));
    // The form changes while the engine is still answering.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Priority/ }), '5');
    await act(async () => previews[0]?.(simulated('7')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByTestId('template-preview')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(previews).toHaveLength(2));
    await act(async () => previews[1]?.(simulated('3')));
    const preview = await within(dialog).findByTestId('template-preview', undefined, SLOW);
    await previewShows(preview, '"number_of_replicas": "3"');
  });
});
