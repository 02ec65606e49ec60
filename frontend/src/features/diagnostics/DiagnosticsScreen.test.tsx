// The diagnostics screen with the cluster answering through a fake fetch with the engines'
// documented `_analyze` and profile answers (engine/diagnostics/*.fixture.ts).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../api/testFetch';
import type { Cluster } from '../../api/types';
// Layout stand-ins the code editor needs in the test DOM.
import '../../components/testUtils';
import {
  OPENSEARCH_EXPLAIN,
  STANDARD_TOKENS,
  STOP_TOKENS,
} from '../../engine/diagnostics/analyze.fixture';
import { testCluster, testConnection } from '../../test/fixtures';
import { renderScreen } from '../../test/renderScreen';
import { DiagnosticsScreen } from './DiagnosticsScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SLOW = { timeout: 15_000 };

type Answer = (request: RecordedRequest) => Response | undefined;

function serve(answer: Answer = () => undefined): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_cat/indices')) return jsonResponse([{ index: 'books' }]);
    return answer(request) ?? jsonResponse({});
  }).calls;
}

const analyzeCalls = (calls: RecordedRequest[]) =>
  calls.filter((call) => new URL(call.url).pathname.endsWith('/_analyze'));

async function renderDiagnostics(
  path = '/cluster/0/diagnostics',
  cluster: Cluster = testCluster(),
) {
  const user = userEvent.setup();
  await renderScreen(<DiagnosticsScreen />, { connection: testConnection([cluster], 0) }, path);
  await screen.findByRole('heading', { level: 2, name: 'Diagnostics' }, SLOW);
  return user;
}

describe('text analysis', { timeout: 30_000 }, () => {
  it('analyses a text with the standard analyzer and lists the tokens, on a read-only cluster too', async () => {
    const calls = serve((request) =>
      request.url.endsWith('/_analyze') ? jsonResponse(STANDARD_TOKENS) : undefined,
    );
    const user = await renderDiagnostics(
      '/cluster/0/diagnostics',
      testCluster({ protection: 'read-only' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Text to analyse' }), 'this is a test');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    const table = await screen.findByRole('table', { name: 'Tokens' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'this',
      'is',
      'a',
      'test',
    ]);
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['test', '3', '10', '14', '<ALPHANUM>']);
    const [sent] = analyzeCalls(calls);
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body ?? '')).toEqual({ analyzer: 'standard', text: 'this is a test' });
    expect(screen.getByText('Tokens: 4')).toBeInTheDocument();
  });

  it('runs a custom chain with explain and marks what each filter changed or dropped', async () => {
    const calls = serve((request) =>
      request.url.endsWith('/_analyze') ? jsonResponse(OPENSEARCH_EXPLAIN) : undefined,
    );
    const user = await renderDiagnostics();
    await user.type(
      screen.getByRole('textbox', { name: 'Text to analyse' }),
      '<p>The QUICK fox</p>',
    );
    await user.click(screen.getByRole('radio', { name: 'A custom chain' }));
    await user.click(screen.getByRole('checkbox', { name: 'Explain each stage' }));
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    const stages = await screen.findByRole('table', { name: 'Each stage' }, SLOW);
    const rows = within(stages).getAllByRole('row');
    // The header, the char filter, the tokenizer and the two token filters.
    expect(rows).toHaveLength(5);
    expect(within(rows[1]).getByText('html_strip')).toBeInTheDocument();
    expect(within(rows[3]).getAllByText('changed')).toHaveLength(2);
    expect(within(rows[4]).getByText('Dropped: the')).toBeInTheDocument();
    expect(JSON.parse(analyzeCalls(calls)[0].body ?? '')).toEqual({
      tokenizer: 'standard',
      text: '<p>The QUICK fox</p>',
      explain: true,
    });
  });

  it('compares the analyzer with a second one on the same text', async () => {
    const calls = serve((request) => {
      if (!request.url.endsWith('/_analyze')) return undefined;
      const body = JSON.parse(request.body ?? '{}') as { analyzer?: string };
      return jsonResponse(body.analyzer === 'stop' ? STOP_TOKENS : STANDARD_TOKENS);
    });
    const user = await renderDiagnostics();
    await user.type(screen.getByRole('textbox', { name: 'Text to analyse' }), 'this is a test');
    await user.click(screen.getByRole('textbox', { name: 'Compare with another analyzer' }));
    await user.click(await screen.findByRole('option', { name: 'stop' }));
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    const grid = await screen.findByRole('table', { name: 'Comparison' }, SLOW);
    const rows = within(grid).getAllByRole('row');
    expect(within(rows[2]).getByText('Dropped: this, is, a')).toBeInTheDocument();
    expect(analyzeCalls(calls)).toHaveLength(2);
  });

  it('says why the engine refused the analysis', async () => {
    serve((request) =>
      request.url.endsWith('/_analyze')
        ? jsonResponse(
            {
              error: {
                type: 'illegal_argument_exception',
                reason: 'failed to find analyzer [nope]',
              },
              status: 400,
            },
            400,
          )
        : undefined,
    );
    const user = await renderDiagnostics();
    await user.type(screen.getByRole('textbox', { name: 'Text to analyse' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Analyse' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('failed to find analyzer [nope]'),
    );
  });
});
