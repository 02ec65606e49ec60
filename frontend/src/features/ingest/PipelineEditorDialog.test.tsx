import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import {
  bodyOf,
  editorIn,
  PIPELINES,
  refusal,
  renderPipelines,
  said,
  serve,
  setEditorText,
  SLOW,
  writes,
} from './testPipelines';

vi.mock('./simulator/PipelineSimulator', () => ({
  PipelineSimulator: ({ pipelineId, draft }: { pipelineId: string | null; draft: unknown }) => (
    <div data-testid="simulator">{`${pipelineId ?? 'new'} ${JSON.stringify(draft)}`}</div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'New pipeline' }, SLOW));
  return screen.findByRole('dialog', { name: 'New ingest pipeline' });
}

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }, SLOW));
  return screen.findByRole('dialog', { name: `Edit ingest pipeline ${name}` });
}

const field = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('textbox', { name });

describe('pipeline editor', { timeout: 60_000 }, () => {
  it('creates a pipeline from the form, showing and sending the exact request', async () => {
    const calls = serve();
    await renderPipelines();
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Name'), 'tag');
    await userEvent.type(field(dialog, 'Description'), 'env tag');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Processor type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'set' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add processor' }));
    await userEvent.type(field(dialog, 'Field'), 'env');
    await userEvent.type(field(dialog, 'Value'), 'prod');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ignore failure' }));
    const body = {
      description: 'env tag',
      processors: [{ set: { field: 'env', value: 'prod', ignore_failure: true } }],
    };
    expect(within(dialog).getByTestId('pipeline-request').textContent).toBe(
      `PUT _ingest/pipeline/tag\n${JSON.stringify(body, null, 2)}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(said(writes(calls)[0])).toBe('PUT /_ingest/pipeline/tag');
    expect(bodyOf(writes(calls)[0])).toEqual(body);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New ingest pipeline' })).toBeNull(),
    );
  });

  it('refuses the name of a listed pipeline', async () => {
    serve();
    await renderPipelines();
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Name'), 'unused');
    expect(
      within(dialog).getByText('A pipeline named unused exists: edit it instead.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('takes the type freely when the nodes cannot be asked', async () => {
    const calls = serve({ nodesFail: true });
    await renderPipelines();
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Name'), 'p');
    await userEvent.type(field(dialog, /Processor type/), 'my_plugin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add processor' }));
    await userEvent.type(field(dialog, 'Options (JSON object)'), '{{"depth": 1}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(bodyOf(writes(calls)[0])).toEqual({ processors: [{ my_plugin: { depth: 1 } }] });
  });

  it('keeps the form and the JSON in step, and stays in JSON while it cannot be shown', async () => {
    serve();
    await renderPipelines();
    const dialog = await openNew();
    await userEvent.type(field(dialog, 'Description'), 'first');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    const view = await editorIn(dialog);
    expect(JSON.parse(view.state.doc.toString())).toEqual({ description: 'first', processors: [] });

    await setEditorText(dialog, '{"description": "second", "processors": [{"a": 1}]}');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Processor 1 is not of the form {"type": {options}}',
    );
    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeChecked();

    await setEditorText(
      dialog,
      '{"description": "second", "processors": [{"trim": {"field": "x"}}]}',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    expect(field(dialog, 'Description')).toHaveValue('second');
    expect(field(dialog, 'Field')).toHaveValue('x');
  });

  it('moves a processor and keeps what the form does not show', async () => {
    const calls = serve();
    await renderPipelines();
    const dialog = await openEdit('web-logs');
    expect(field(dialog, 'Name')).toHaveAttribute('readonly');
    expect(within(dialog).getByText(/Also kept as they are.*_meta/)).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Move processor 2 (rename) up' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [grok, rename] = PIPELINES['web-logs'].processors;
    expect(said(writes(calls)[0])).toBe('PUT /_ingest/pipeline/web-logs');
    // The listing's dates are not written back.
    expect(bodyOf(writes(calls)[0])).toEqual({
      description: 'parses web logs',
      version: 3,
      processors: [rename, grok],
      _meta: { owner: 'web team' },
    });
  });

  it('shows the refusal inside the dialog and keeps what was typed', async () => {
    serve({ write: { body: refusal('processor [grok] is broken'), status: 400 } });
    await renderPipelines();
    const dialog = await openEdit('web-logs');
    await userEvent.clear(field(dialog, 'Description'));
    await userEvent.type(field(dialog, 'Description'), 'changed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert', undefined, SLOW)).toHaveTextContent(
      'processor [grok] is broken',
    );
    expect(field(dialog, 'Description')).toHaveValue('changed');
  });

  it('asks before closing with changes', async () => {
    serve();
    await renderPipelines();
    const dialog = await openEdit('unused');
    await userEvent.type(field(dialog, 'Description'), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(field(dialog, 'Description')).toHaveValue('not named anywhere!');
  });

  it('hands the simulator the saved id and the draft body', async () => {
    serve();
    await renderPipelines();
    const dialog = await openEdit('unused');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Simulate' }));
    expect(await within(dialog).findByTestId('simulator')).toHaveTextContent(
      'unused {"description":"not named anywhere","processors":[{"my_plugin":{"depth":2}}]}',
    );
  });
});
