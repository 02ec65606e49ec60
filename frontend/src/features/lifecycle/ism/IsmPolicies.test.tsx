import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import { withoutPrivileges } from '../../../api/testPrivileges';
import type { Cluster } from '../../../api/types';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../../test/fixtures';
import { editorIn, setEditorText } from '../../../test/codeEditor';
import { renderScreen } from '../../../test/renderScreen';
import { IsmPolicies } from './IsmPolicies';
import { newPolicyBody } from './ismPolicyEditing';
import { listedIsmPolicy } from './testIsmPolicies';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissAllNotifications());
});

const HOT_WARM = listedIsmPolicy('hot-warm', {
  description: 'Logs: hot, then warm, then deleted',
  default_state: 'hot',
  states: [
    {
      name: 'hot',
      actions: [{ retry: { count: 3 }, rollover: { min_doc_count: 5 } }],
      transitions: [{ state_name: 'warm', conditions: { min_index_age: '7d' } }],
    },
    {
      name: 'warm',
      actions: [{ read_only: {} }],
      transitions: [
        { state_name: 'delete', conditions: { min_index_age: '30d' } },
        { state_name: 'delete', conditions: { min_doc_count: 1000 } },
      ],
    },
    { name: 'delete', actions: [{ delete: {} }], transitions: [] },
  ],
  ism_template: [{ index_patterns: ['logs-*'], priority: 100, last_updated_time: 1 }],
});

const UNUSED = {
  policy_id: 'unused',
  description: 'Nobody uses it',
  default_state: 'only',
  states: [{ name: 'only', actions: [], transitions: [] }],
  ism_template: null,
};

// The documented answers of GET _plugins/_ism/policies and GET _plugins/_ism/explain.
const POLICIES = {
  policies: [HOT_WARM, { _id: 'unused', _seq_no: 4, _primary_term: 1, policy: UNUSED }],
  total_policies: 2,
};
const MANAGED = Array.from({ length: 12 }, (_, i) => `logs-${String(i).padStart(2, '0')}`);
const EXPLAIN = {
  ...Object.fromEntries(
    MANAGED.map((index) => [
      index,
      { 'index.plugins.index_state_management.policy_id': 'hot-warm', policy_id: 'hot-warm' },
    ]),
  ),
  total_managed_indices: MANAGED.length,
};

/** Answers the lists; writes with acknowledged, or with `refusal` for a PUT. */
function serve(refusal?: { status: number; body: unknown }): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path === '/_plugins/_ism/policies')
      return jsonResponse(POLICIES);
    if (request.method === 'GET' && path === '/_plugins/_ism/explain/*,.*')
      return jsonResponse(EXPLAIN);
    if (request.method === 'PUT' && refusal) return jsonResponse(refusal.body, refusal.status);
    return jsonResponse({ _id: 'x', _seq_no: 13, _primary_term: 3, policy: {} });
  }).calls;
}

function renderPolicies(cluster: Partial<Cluster> = {}) {
  return renderScreen(
    <IsmPolicies />,
    {
      connection: testConnection(
        [testCluster({ distribution: 'opensearch', version: '2.19.0', ...cluster })],
        0,
      ),
    },
    '/cluster/0/lifecycle',
  );
}

const SLOW = { timeout: 15_000 };
const said = (calls: RecordedRequest[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search}`;
  });
const writes = (calls: RecordedRequest[]) => calls.filter((call) => call.method !== 'GET');

const rowOf = async (id: string) =>
  (await screen.findByText(id, undefined, SLOW)).closest('tr') as HTMLElement;

describe('ISM policies', { timeout: 60_000 }, () => {
  it('lists each policy with its states, arrows to their targets, templates and use', async () => {
    const calls = serve();
    await renderPolicies();
    const row = within(await rowOf('hot-warm'));
    expect(row.getByText('hot (default) [rollover] → warm (after 7d)')).toBeInTheDocument();
    expect(
      row.getByText('warm [read_only] → delete (after 30d) → delete (at 1000 documents)'),
    ).toBeInTheDocument();
    expect(row.getByText('delete [delete]')).toBeInTheDocument();
    expect(row.getByText('logs-* (priority 100)')).toBeInTheDocument();
    expect(await row.findByText('12 indices')).toBeInTheDocument();
    expect(within(await rowOf('unused')).getByText('0 indices')).toBeInTheDocument();
    expect(said(withoutPrivileges(calls)).sort()).toEqual([
      'GET /_plugins/_ism/explain/*,.*',
      'GET /_plugins/_ism/policies?size=1000',
    ]);

    await userEvent.click(screen.getByText('hot-warm'));
    const details = await screen.findByTestId('ism-policy-details');
    expect(within(details).getByText('12 managed indices')).toBeInTheDocument();
    expect(within(details).getByText('logs-11')).toBeInTheDocument();
    const json = await within(details).findByRole(
      'textbox',
      { name: 'Policy hot-warm as JSON' },
      SLOW,
    );
    expect(json).toHaveTextContent('"policy_id": "hot-warm"');
  });

  it('refuses to delete a policy indices use, naming ten of them; nothing is sent', async () => {
    const calls = serve();
    await renderPolicies();
    await rowOf('hot-warm');
    await userEvent.click(screen.getByRole('button', { name: 'Delete hot-warm' }));
    const first = MANAGED.slice(0, 10).join(', ');
    expect(
      await screen.findByText(
        `12 indices use it (${first} and 2 more), so it cannot be deleted; nothing was sent. Remove the policy from them first.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ISM policy hot-warm is in use')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes an unused policy once confirmed', async () => {
    const calls = serve();
    await renderPolicies();
    await rowOf('unused');
    await userEvent.click(screen.getByRole('button', { name: 'Delete unused' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete ISM policy' });
    expect(dialog).toHaveTextContent('Delete ISM policy unused?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(said(writes(calls))).toEqual(['DELETE /_plugins/_ism/policies/unused']),
    );
  });

  it('creates a policy from the example with the exact PUT shown first', async () => {
    const calls = serve();
    await renderPolicies();
    await rowOf('hot-warm');
    await userEvent.click(screen.getByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ISM policy' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Policy ID' }), 'hot-warm');
    expect(
      within(dialog).getByText('A policy named hot-warm exists: edit it instead.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Policy ID' }), '-2');
    const summary = within(dialog).getByTestId('ism-policy-summary');
    expect(summary).toHaveTextContent('hot (default) → delete (after 30d)');
    expect(summary).toHaveTextContent('delete [delete]');
    // The body a new policy starts from, its description in the user's language.
    const body = newPolicyBody('Keeps indices for 30 days, then deletes them.');
    expect(within(dialog).getByTestId('ism-policy-request')).toHaveTextContent(
      'PUT _plugins/_ism/policies/hot-warm-2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [put] = writes(calls);
    expect(said([put])).toEqual(['PUT /_plugins/_ism/policies/hot-warm-2']);
    expect(JSON.parse(put.body ?? 'null')).toEqual(body);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New ISM policy' })).toBeNull(),
    );
  });

  it('updates a policy at the version it was listed at', async () => {
    const calls = serve();
    await renderPolicies();
    await rowOf('hot-warm');
    await userEvent.click(screen.getByRole('button', { name: 'Edit hot-warm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ISM policy hot-warm' });
    // The editor holds the policy without the fields the engine sets.
    const editable = Object.fromEntries(
      Object.entries(HOT_WARM.policy).filter(
        ([key]) => key !== 'policy_id' && key !== 'last_updated_time',
      ),
    );
    const edited = { policy: { ...editable, description: 'changed' } };
    await setEditorText(dialog, JSON.stringify(edited));
    const path = '_plugins/_ism/policies/hot-warm?if_seq_no=12&if_primary_term=3';
    expect(await within(dialog).findByTestId('ism-policy-request')).toHaveTextContent(
      `PUT ${path}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [put] = writes(calls);
    expect(said([put])).toEqual([`PUT /${path}`]);
    expect(JSON.parse(put.body ?? 'null')).toEqual(edited);
  });

  it('shows the reason of a refused save in place and keeps the text', async () => {
    const reason = 'Policy contains invalid conditions: min_index_age is not a time value';
    serve({
      status: 400,
      body: { error: { type: 'illegal_argument_exception', reason }, status: 400 },
    });
    await renderPolicies();
    await rowOf('hot-warm');
    await userEvent.click(screen.getByRole('button', { name: 'Edit hot-warm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ISM policy hot-warm' });
    const text = JSON.stringify({ policy: { ...UNUSED, description: 'mine' } });
    await setEditorText(dialog, text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect((await editorIn(dialog)).state.doc.toString()).toBe(text);

    // Closing now asks first: the text differs from how it opened.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('warns of a transition to a missing state and sends nothing', async () => {
    const calls = serve();
    await renderPolicies();
    await rowOf('hot-warm');
    await userEvent.click(screen.getByRole('button', { name: 'New policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ISM policy' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Policy ID' }), 'broken');
    const broken = {
      policy: {
        default_state: 'hot',
        states: [{ name: 'hot', actions: [], transitions: [{ state_name: 'warm' }] }],
      },
    };
    await setEditorText(dialog, JSON.stringify(broken));
    expect(
      await within(dialog).findByText('State hot moves to warm, which is not one of the states.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByTestId('ism-policy-request')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await setEditorText(dialog, '{"policy": ');
    expect(await within(dialog).findAllByText(/Not valid JSON at line 1/)).not.toHaveLength(0);
    expect(writes(calls)).toEqual([]);
  });

  it('offers no writes on a read-only cluster', async () => {
    serve();
    await renderPolicies({ protection: 'read-only' });
    await rowOf('hot-warm');
    expect(screen.queryByRole('button', { name: 'Edit hot-warm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete hot-warm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New policy' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says when the cluster has no ISM plugin', async () => {
    installFakeFetch(() =>
      jsonResponse(
        { error: 'no handler found for uri [/_plugins/_ism/policies] and method [GET]' },
        400,
      ),
    );
    await renderPolicies();
    expect(
      await screen.findByText(/does not answer the Index State Management API/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New policy' })).toBeNull();
  });
});
