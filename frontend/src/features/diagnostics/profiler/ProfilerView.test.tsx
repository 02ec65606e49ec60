// The search profiler with the cluster answering through a fake fetch with the engines'
// documented profile answers (engine/diagnostics/profile.fixture.ts).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { ES_ANSWER, OS_PROFILE } from '../../../engine/diagnostics/profile.fixture';
import { setEditorText } from '../../../test/codeEditor';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { DiagnosticsScreen } from '../DiagnosticsScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SLOW = { timeout: 15_000 };
const QUERY = '{"query":{"match":{"message":"some number"}}}';

function serve(profile: () => unknown): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/_cat/indices')) return jsonResponse([{ index: 'twitter' }]);
    if (path.endsWith('/_search')) return jsonResponse(profile());
    return jsonResponse({});
  }).calls;
}

async function renderProfiler(path: string) {
  const user = userEvent.setup();
  await renderScreen(
    <DiagnosticsScreen />,
    { connection: testConnection([testCluster()], 0) },
    path,
  );
  await screen.findByRole('button', { name: 'Profile' }, SLOW);
  return user;
}

const opened = `/cluster/0/diagnostics?view=profiler&index=twitter&query=${encodeURIComponent(QUERY)}`;

describe('search profiler', { timeout: 30_000 }, () => {
  it('profiles the query of the address and opens the slowest path of the tree', async () => {
    const calls = serve(() => ES_ANSWER);
    const user = await renderProfiler(opened);
    expect(screen.getByRole('textbox', { name: 'Index, alias or pattern' })).toHaveValue('twitter');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const shard = await screen.findByRole('region', { name: /^Shard twitter \[0\]/ }, SLOW);
    const tree = within(shard).getByRole('group', { name: /^Query tree/ });
    expect(within(tree).getByText('BooleanQuery')).toBeInTheDocument();
    // The slowest path is open: the root's children and its timings show.
    expect(within(tree).getAllByText('TermQuery')).toHaveLength(2);
    expect(
      within(tree).getByRole('button', { name: 'Hide the details of BooleanQuery' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByText('100.0 %')).toBeInTheDocument();
    expect(within(shard).getByText('Collectors')).toBeInTheDocument();
    const sent = calls.find((call) => call.url.endsWith('/_search'))!;
    expect(new URL(sent.url).pathname).toBe('/twitter/_search');
    expect(JSON.parse(sent.body ?? '')).toEqual({
      size: 0,
      query: { match: { message: 'some number' } },
      profile: true,
    });
  });

  it('says the engine gave no times when every timer reads 0', async () => {
    serve(() => ({ took: 1, hits: { hits: [] }, profile: OS_PROFILE }));
    const user = await renderProfiler(opened);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    expect(await screen.findByText(/The engine gave no times/, {}, SLOW)).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('region', { name: /^Shard books/ });
    expect(screen.queryByText(/ %$/)).toBeNull();
    // The first shard is open; the second shows its heading only, and opens with it.
    expect(within(first!).getByRole('group', { name: /^Query tree of / })).toBeInTheDocument();
    expect(within(second!).queryByRole('group', { name: /^Query tree of / })).toBeNull();
    const heading = within(second!).getByRole('button', { name: /^Shard books/ });
    expect(heading).toHaveAttribute('aria-expanded', 'false');
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(within(second!).getByRole('group', { name: /^Query tree of / })).toBeInTheDocument();
  });

  it('compares a run with the previous one', async () => {
    serve(() => ES_ANSWER);
    const user = await renderProfiler(opened);
    await user.click(screen.getByRole('checkbox', { name: 'Compare with the previous run' }));
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await screen.findByText(/Profile again/, {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const table = await screen.findByRole(
      'table',
      { name: /^Query of .* before and after$/ },
      SLOW,
    );
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('BooleanQuery')).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.87 ms', '1.87 ms', '0 ns']);
  });

  it('reads a pasted profile, and says why a broken one is none', async () => {
    serve(() => ES_ANSWER);
    const user = await renderProfiler('/cluster/0/diagnostics?view=profiler');
    await user.click(screen.getByRole('radio', { name: 'Paste a profile' }));
    const main = document.body;
    await setEditorText(main, '{"profile": {"shards": [');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /This is not JSON: it stops being JSON at character/,
      ),
    );
    await setEditorText(main, JSON.stringify(ES_ANSWER));
    expect(
      await screen.findByRole('region', { name: /^Shard twitter \[0\]/ }, SLOW),
    ).toBeInTheDocument();
  });
});
