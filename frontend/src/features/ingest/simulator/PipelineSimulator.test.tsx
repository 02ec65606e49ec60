// The simulator against a fake cluster: the exact requests for the edit and the saved pipeline,
// samples taken from an index, each document's steps with what they changed, failed or skipped,
// and the call's own error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Protection } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { editorIn, setEditorText } from '../../../test/codeEditor';
import { PipelineSimulator } from './PipelineSimulator';
import { DEFAULT_SAMPLE_TEXT, parseSample } from './sample';
import { BAD_PIPELINE, PROBE_ANSWER, PROBE_DOC, PROBE_PIPELINE, SAVED_ANSWER } from './testAnswers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The default sample, as the simulator sends it. */
const DEFAULT_DOCS = (() => {
  const parsed = parseSample(DEFAULT_SAMPLE_TEXT);
  return parsed.ok ? parsed.docs : [];
})();

function serve(simulateAnswer: unknown = PROBE_ANSWER, status = 200): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_cat/indices')) return jsonResponse([{ index: 'src' }, { index: 'b' }]);
    if (path === '/src/_search')
      return jsonResponse({ hits: { hits: [{ ...PROBE_DOC, _score: 1 }] } });
    if (path === '/src/_doc/1') return jsonResponse({ ...PROBE_DOC, found: true, _version: 3 });
    return jsonResponse(simulateAnswer, status);
  }).calls;
}

const sent = (calls: RecordedRequest[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search}${call.body ? ` ${call.body}` : ''}`;
  });

async function show(
  props: Parameters<typeof PipelineSimulator>[0],
  protection: Protection = 'none',
) {
  await renderScreen(<PipelineSimulator {...props} />, {
    connection: testConnection([testCluster({ protection })], 0),
  });
}

async function takeFromIndex(byId = false) {
  await userEvent.click(screen.getByRole('button', { name: 'Take from an index' }));
  await userEvent.click(screen.getByRole('textbox', { name: 'Index' }));
  await userEvent.click(await screen.findByRole('option', { name: 'src', hidden: true }));
  if (byId) {
    await userEvent.click(screen.getByRole('radio', { name: 'One document by id' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Document id' }), '1');
  }
  await userEvent.click(screen.getByRole('button', { name: 'Take documents' }));
  expect(await screen.findByText('Took 1 document from src.')).toBeInTheDocument();
}

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run' }));
const steps = async () => screen.findByRole('list', { name: 'Processors run on document 1' });

describe('pipeline simulator', { timeout: 60_000 }, () => {
  it('asks before documents taken from an index replace typed ones; keeping them keeps the text', async () => {
    serve();
    await show({ pipelineId: null, draft: PROBE_PIPELINE });
    const samples = (await screen.findByRole('textbox', { name: 'Sample documents' })).closest(
      '.cm-editor',
    )!.parentElement!;
    const typed = '[{"message": "typed by hand"}]';
    await setEditorText(samples, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Take from an index' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Index' }));
    await userEvent.click(await screen.findByRole('option', { name: 'src', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Take documents' }));
    const question = await screen.findByRole('dialog', { name: 'Replace the sample documents?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await editorIn(samples)).state.doc.toString()).toBe(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Take documents' }));
    const again = await screen.findByRole('dialog', { name: 'Replace the sample documents?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(async () =>
      expect((await editorIn(samples)).state.doc.toString()).toContain('"_id": "1"'),
    );
  });

  it('runs the edit over documents taken from an index, showing each step', async () => {
    const calls = serve();
    await show({ pipelineId: null, draft: PROBE_PIPELINE });
    expect(screen.queryByRole('radiogroup', { name: 'Pipeline to run' })).toBeNull();
    await takeFromIndex();
    const body = JSON.stringify({ pipeline: PROBE_PIPELINE, docs: [PROBE_DOC] });
    expect(screen.getByTestId('simulate-request').textContent).toBe(
      `POST _ingest/pipeline/_simulate?verbose=true\n${JSON.stringify(JSON.parse(body), null, 2)}`,
    );
    await run();
    const list = await steps();
    expect(sent(calls).slice(1)).toEqual([
      'GET /src/_search?size=5',
      `POST /_ingest/pipeline/_simulate?verbose=true ${body}`,
    ]);
    // The steps: the list's own items (each holds a list of its changes).
    const items = [...list.children] as HTMLElement[];
    const [set, rename, , skipped, ignored, failing, notRun, handler] = items;
    expect(within(set).getByRole('list', { name: 'Changes made by set-added' })).toHaveTextContent(
      '+addedadded"yes"',
    );
    expect(within(rename).getByText('old').closest('li')).toHaveTextContent('−removedold"o"');
    expect(within(skipped).getByText('skipped')).toBeInTheDocument();
    // The label in the interface's font, the condition as code.
    const condition = within(skipped).getByText('ctx.nope == true');
    expect(condition.parentElement).toHaveTextContent(/^Condition \(if\): ctx\.nope == true$/);
    expect(condition.style.fontFamily).toBe('var(--mantine-font-family-monospace)');
    expect(condition.parentElement!.style.fontFamily).toBe('');
    expect(
      within(ignored).getByText('Ignored error: unable to convert [x] to integer'),
    ).toBeInTheDocument();
    expect(within(failing).getByText('failed')).toBeInTheDocument();
    expect(within(failing).getByText('Error: boom yes')).toBeInTheDocument();
    expect(within(failing).getByText('Type: fail_processor_exception')).toBeInTheDocument();
    expect(within(notRun).getByText('not run')).toBeInTheDocument();
    expect(within(handler).getByText('on_failure handler')).toBeInTheDocument();
    expect(screen.getByText('Result: the document would be indexed.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Document 1: src / 1' })).toBeInTheDocument();
  });

  it('runs the saved pipeline by its path when chosen, showing a changed value', async () => {
    const calls = serve(SAVED_ANSWER);
    await show({ pipelineId: 'logs/parse', draft: PROBE_PIPELINE });
    expect(screen.getByRole('radio', { name: 'This edit' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Saved pipeline' }));
    await takeFromIndex(true);
    expect(screen.getByTestId('simulate-request').textContent).toMatch(
      /^POST _ingest\/pipeline\/logs%2Fparse\/_simulate\?verbose=true\n/,
    );
    await run();
    const list = await steps();
    expect(sent(calls).slice(1)).toEqual([
      'GET /src/_doc/1',
      `POST /_ingest/pipeline/logs%2Fparse/_simulate?verbose=true ${JSON.stringify({ docs: [PROBE_DOC] })}`,
    ]);
    expect(within(list).getByRole('list', { name: 'Changes made by up' })).toHaveTextContent(
      '~changedold"o"→"O"',
    );
  });

  it('brings the results into view after each run', async () => {
    serve(SAVED_ANSWER);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await show({ pipelineId: 'p', draft: null });
    await run();
    const results = await screen.findByRole('region', { name: 'Results' });
    const onResults = () =>
      scrolled.mock.contexts.filter(
        (element) =>
          element instanceof HTMLElement && element.getAttribute('aria-label') === 'Results',
      );
    await waitFor(() => expect(onResults()).toEqual([results]));
    expect(scrolled.mock.calls[scrolled.mock.contexts.indexOf(results)]).toEqual([
      { block: 'start' },
    ]);
    await run();
    await waitFor(() => expect(onResults()).toHaveLength(2));
    expect(onResults()[1]).toBe(screen.getByRole('region', { name: 'Results' }));
  });

  it("shows the call's error, and no results", async () => {
    serve(BAD_PIPELINE, 400);
    await show({ pipelineId: null, draft: { processors: 'nope' } });
    await run();
    expect(
      await screen.findByText(/\[processors\] required property is missing/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('runs on a read-only cluster, showing the outcome alone of an answer without steps', async () => {
    const calls = serve({ docs: [null, { error: BAD_PIPELINE.error }] });
    await show({ pipelineId: 'p', draft: null }, 'read-only');
    expect(screen.queryByRole('radiogroup', { name: 'Pipeline to run' })).toBeNull();
    await run();
    await waitFor(() =>
      expect(screen.getAllByText('The cluster answered with the outcome only.')).toHaveLength(2),
    );
    expect(
      screen.getByText('Result: dropped, the document would not be indexed.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Result: failed, the document would not be indexed.'),
    ).toBeInTheDocument();
    expect(sent(calls)).toEqual([
      `POST /_ingest/pipeline/p/_simulate?verbose=true ${JSON.stringify({ docs: DEFAULT_DOCS })}`,
    ]);
  });
});
