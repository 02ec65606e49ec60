import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withoutPrivileges } from '../../api/testPrivileges';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import { renderPipelines, said, serve, SLOW, writes } from './testPipelines';

vi.mock('./simulator/PipelineSimulator', () => ({
  PipelineSimulator: ({ pipelineId, draft }: { pipelineId: string | null; draft: unknown }) => (
    <div data-testid="simulator">{`${pipelineId ?? 'new'} ${JSON.stringify(draft)}`}</div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name, undefined, SLOW)).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

describe('ingest pipelines screen', { timeout: 60_000 }, () => {
  it('lists each pipeline with its description, processors, version and users', async () => {
    const calls = serve();
    await renderPipelines();
    const row = await rowOf('web-logs');
    expect(row.getByText('parses web logs')).toBeInTheDocument();
    expect(row.getByText('2')).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
    expect(row.getByText('default of logs-1, logs-2 · final of template t1')).toBeInTheDocument();
    expect((await rowOf('unused')).getByText('not named anywhere')).toBeInTheDocument();
    expect(
      withoutPrivileges(calls)
        .map((call) => new URL(call.url).pathname)
        .sort(),
    ).toEqual([
      '/_all/_settings/index.default_pipeline,index.final_pipeline',
      '/_index_template',
      '/_ingest/pipeline',
      '/_template',
    ]);
  });

  it('opens a row to the pipeline as JSON', async () => {
    serve();
    await renderPipelines();
    await userEvent.click(await screen.findByText('web-logs', undefined, SLOW));
    await waitFor(() => {
      const shown = [...document.querySelectorAll('.cm-content')].map((node) => node.textContent);
      expect(shown.join('')).toContain('"target_field": "client.ip"');
    }, SLOW);
  });

  it('names the users of a pipeline before deleting it, and asks for its name', async () => {
    const calls = serve();
    await renderPipelines();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete web-logs' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('default of logs-1, logs-2 · final of template t1');
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirmButton).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'web-logs');
    await userEvent.click(confirmButton);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(said(writes(calls)[0])).toBe('DELETE /_ingest/pipeline/web-logs');
  });

  it('deletes an unused pipeline on a plain confirmation', async () => {
    const calls = serve();
    await renderPipelines();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete unused' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(said(writes(calls)[0])).toBe('DELETE /_ingest/pipeline/unused'));
  });

  it('simulates a saved pipeline from its row', async () => {
    serve();
    await renderPipelines();
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate unused' }, SLOW));
    expect(await screen.findByTestId('simulator')).toHaveTextContent('unused null');
  });

  it('offers no writes on a read-only cluster', async () => {
    serve();
    await renderPipelines({ protection: 'read-only' });
    await rowOf('web-logs');
    expect(screen.queryByRole('button', { name: 'Edit web-logs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete web-logs' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Simulate web-logs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New pipeline' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says how to create a pipeline when there is none', async () => {
    serve({ pipelines: {} });
    await renderPipelines();
    expect(
      await screen.findByText(
        'There are no ingest pipelines. New pipeline creates one.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
  });
});
