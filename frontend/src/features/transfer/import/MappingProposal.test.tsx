// The mapping proposal against a fake cluster: Elasticsearch's structure finder asked with the
// sample and its mapping put in the editor, the inference in the browser on OpenSearch and when
// the finder fails, the edit checked as JSON, compared with an existing index and with the
// sample's values, and the sample through an ingest pipeline.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { editorIn, setEditorText } from '../../../test/codeEditor';
import { BOOKS, BOOKS_MAPPING, BOOKS_STRUCTURE } from '../../../engine/findStructure.fixture';
import { MappingProposal, type MappingProposalProps } from './MappingProposal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BOOKS_TEXT = BOOKS.map((book) => JSON.stringify(book)).join('\n');

interface Serve {
  structure?: { body: unknown; status: number };
  simulate?: unknown;
}

function serve(options: Serve = {}): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_text_structure/find_structure') {
      const { body, status } = options.structure ?? { body: BOOKS_STRUCTURE, status: 200 };
      return jsonResponse(body, status);
    }
    if (path === '/_ingest/pipeline') return jsonResponse({ 'to-dates': {}, 'b-other': {} });
    if (path.endsWith('/_simulate')) return jsonResponse(options.simulate ?? { docs: [] });
    return jsonResponse({}, 404);
  }).calls;
}

const sent = (calls: RecordedRequest[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search}`;
  });

/** The proposal as a screen holds it: the mapping's text in the screen's state. */
function Holder(props: Omit<MappingProposalProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <MappingProposal {...props} value={value} onChange={setValue} />;
}

async function show(
  props: Partial<Omit<MappingProposalProps, 'value' | 'onChange'>> = {},
  cluster = testCluster(),
) {
  await renderScreen(
    <Holder
      sample={BOOKS}
      sampleText={BOOKS_TEXT}
      format="ndjson"
      existingMapping={null}
      {...props}
    />,
    { connection: testConnection([cluster], 0) },
  );
}

const editorBox = async () =>
  (await screen.findByRole('textbox', { name: 'Mapping of the new index (JSON)' })).closest(
    '.cm-editor',
  )!.parentElement!;

async function editorText(): Promise<unknown> {
  const view = await editorIn(await editorBox());
  await waitFor(() => expect(view.state.doc.toString()).not.toBe(''));
  return JSON.parse(view.state.doc.toString());
}

const origin = () => screen.getByTestId('mapping-origin').textContent;

describe('MappingProposal', { timeout: 60_000 }, () => {
  it("puts Elasticsearch's proposal for the sample in the editor", async () => {
    const calls = serve();
    await show();
    expect(await editorText()).toEqual(BOOKS_MAPPING);
    expect(origin()).toBe(
      'Proposed by the Elasticsearch structure finder (_text_structure/find_structure) from the sample.',
    );
    expect(sent(calls)).toEqual([
      'POST /_text_structure/find_structure?lines_to_sample=4&charset=UTF-8&format=ndjson',
    ]);
    expect(calls[0].body).toBe(BOOKS_TEXT);
    expect(screen.getByText('Every value of the sample fits the mapping.')).toBeInTheDocument();
  });

  it('infers the mapping in the browser on OpenSearch, which has no structure finder', async () => {
    const calls = serve();
    await show({}, testCluster({ distribution: 'opensearch', version: '2.11.1' }));
    expect(await editorText()).toMatchObject({
      properties: {
        name: { type: 'text' },
        release_date: { type: 'date', format: 'strict_date_optional_time' },
        page_count: { type: 'long' },
      },
    });
    expect(origin()).toBe(
      'Inferred in the browser from the sample: this OpenSearch has no structure finder.',
    );
    expect(sent(calls)).toEqual([]);
  });

  it("falls back on the browser's inference when the finder refuses, saying why", async () => {
    serve({
      structure: {
        body: { error: { type: 'security_exception', reason: 'action denied' }, status: 403 },
        status: 403,
      },
    });
    await show();
    expect(await editorText()).toMatchObject({ properties: { page_count: { type: 'long' } } });
    expect(origin()).toBe(
      'Inferred in the browser from the sample: the structure finder failed (action denied).',
    );
  });

  it('lists the values the edited mapping would refuse, and marks text that is not JSON', async () => {
    serve();
    const sample = [...BOOKS, { name: 'Emma', release_date: '', page_count: '474' }];
    await show({ sample });
    await editorText();
    const problems = screen.getByRole('list', { name: "What the sample's values would meet" });
    expect([...problems.children].map((item) => item.textContent)).toEqual([
      'Document 5 · page_count · "474" · a number written as text: indexed as a number, kept as text in the source',
      'Document 5 · release_date · "" · empty value',
    ]);
    await setEditorText(await editorBox(), '{"properties": {');
    expect(await screen.findByText('Not JSON from line 1, column 17')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: "What the sample's values would meet" })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Propose again' }));
    expect(await editorText()).toEqual(BOOKS_MAPPING);
    // Emptied by the user, the editor stays empty: the proposal came once.
    await setEditorText(await editorBox(), '');
    expect((await editorIn(await editorBox())).state.doc.toString()).toBe('');
  });

  it("compares the proposal with the existing index's mapping", async () => {
    serve();
    const existing = {
      books: { mappings: { properties: { name: { type: 'text' }, page_count: { type: 'long' } } } },
    };
    await show({ existingMapping: existing });
    await editorText();
    expect(screen.getByText('Added: 2 · changed: 1 · unchanged: 1')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: "Against the existing index's mapping" });
    expect([...list.children].map((item) => item.textContent)).toEqual([
      'addedauthor keyword',
      'changedname text → keyword',
      'addedrelease_date date (iso8601)',
    ]);
  });

  it('runs the sample through a pipeline and checks the documents it gives back', async () => {
    const calls = serve({
      simulate: {
        docs: [
          { doc: { _index: '_index', _id: '_id', _source: { ...BOOKS[0], page_count: 'many' } } },
          { error: { type: 'illegal_argument_exception', reason: 'field [x] not present' } },
          null,
        ],
      },
    });
    await show();
    await editorText();
    await userEvent.click(
      screen.getByRole('button', { name: 'Simulate through an ingest pipeline…' }),
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Pipeline' }));
    await userEvent.click(await screen.findByRole('option', { name: 'to-dates', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByTestId('simulation-summary')).toHaveTextContent(
      'Pipeline to-dates: went through 1 of 4, failed 1, dropped 1.',
    );
    const failures = screen.getByRole('list', { name: 'Documents the pipeline failed' });
    expect(within(failures).getByText('Document 2: field [x] not present')).toBeInTheDocument();
    const problems = screen.getByRole('list', {
      name: 'What the documents would meet as pipeline to-dates leaves them',
    });
    expect(problems).toHaveTextContent('Document 1 · page_count · "many" · not a number');
    const simulate = calls.find((call) => call.url.includes('_simulate'))!;
    expect(sent([simulate])).toEqual(['POST /_ingest/pipeline/to-dates/_simulate']);
    expect(JSON.parse(simulate.body ?? '')).toEqual({
      docs: BOOKS.map((book) => ({ _source: book })),
    });
  });
});
