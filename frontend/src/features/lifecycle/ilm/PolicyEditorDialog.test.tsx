import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { testCluster, testConnection } from '../../../test/fixtures';
import { editorIn, setEditorText } from '../../../test/codeEditor';
import { renderScreen } from '../../../test/renderScreen';
import { IlmPolicies } from './IlmPolicies';
import { bodyOf, POLICIES, said, serveIlm, writes } from './ilmTestServer';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

function renderPolicies() {
  return renderScreen(
    <IlmPolicies />,
    { connection: testConnection([testCluster()], 0) },
    '/cluster/0/lifecycle',
  );
}

const requestOf = (dialog: HTMLElement) => {
  const text = within(dialog).getByTestId('ilm-policy-request').textContent ?? '';
  const [line, ...body] = text.split('\n');
  return { line, body: JSON.parse(body.join('\n')) as unknown };
};

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }, SLOW));
  return screen.findByRole('dialog', { name: `Edit ILM policy ${name}` });
}

describe('ILM policy editor', { timeout: 90_000 }, () => {
  it('creates a policy with the exact PUT, refusing a name that is taken', async () => {
    const calls = serveIlm();
    await renderPolicies();
    await userEvent.click(await screen.findByRole('button', { name: 'New policy' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New ILM policy' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'unused');
    expect(await within(dialog).findByText(/A policy named unused exists/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'new-policy');

    const deletePhase = within(dialog).getByRole('group', { name: 'Delete phase' });
    await userEvent.click(within(deletePhase).getByRole('switch', { name: 'Use phase Delete' }));
    await userEvent.type(within(deletePhase).getByRole('textbox', { name: /Minimum age/ }), '90d');
    await userEvent.click(within(deletePhase).getByRole('checkbox', { name: 'Delete the index' }));
    const expected = {
      policy: {
        phases: {
          hot: { actions: { rollover: { max_age: '30d', max_primary_shard_size: '50gb' } } },
          delete: { min_age: '90d', actions: { delete: {} } },
        },
      },
    };
    expect(requestOf(dialog)).toEqual({ line: 'PUT _ilm/policy/new-policy', body: expected });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(said(writes(calls))).toEqual(['PUT /_ilm/policy/new-policy']);
    expect(bodyOf(writes(calls)[0])).toEqual(expected);
    expect(await screen.findByText(/ILM policy new-policy created/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the form and the JSON in step both ways', async () => {
    serveIlm();
    await renderPolicies();
    const dialog = await openEdit('logs-policy');
    const warm = within(dialog).getByRole('group', { name: 'Warm phase' });
    const minAge = within(warm).getByRole('textbox', { name: /Minimum age/ });
    await userEvent.clear(minAge);
    await userEvent.type(minAge, '3d');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    const view = await editorIn(dialog);
    const shown = JSON.parse(view.state.doc.toString()) as typeof POLICIES.unused;
    expect(shown.policy.phases.warm.min_age).toBe('3d');

    const edited = {
      policy: {
        phases: {
          ...POLICIES['logs-policy'].policy.phases,
          warm: { min_age: '14d', actions: { readonly: {}, downsample: { fixed_interval: '1h' } } },
        },
      },
    };
    await setEditorText(dialog, JSON.stringify(edited));
    expect(requestOf(dialog).body).toEqual(edited);

    // JSON that does not parse keeps the JSON mode, saying why.
    await setEditorText(dialog, '{"policy": ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    expect(await within(dialog).findByText(/The form cannot show this JSON/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await setEditorText(dialog, JSON.stringify(edited));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    const warmAgain = within(dialog).getByRole('group', { name: 'Warm phase' });
    expect(within(warmAgain).getByRole('textbox', { name: /Minimum age/ })).toHaveValue('14d');
    expect(within(warmAgain).getByRole('checkbox', { name: 'Make read-only' })).toBeChecked();
    expect(within(warmAgain).getByRole('checkbox', { name: 'Force merge' })).not.toBeChecked();
    expect(
      within(warmAgain).getByText('Other actions (edit in JSON): downsample'),
    ).toBeInTheDocument();
  });

  it('shows the engine refusing a save in the dialog, keeping what was typed', async () => {
    const calls = serveIlm({
      refuse: '/_ilm/policy/logs-policy',
      reason: 'invalid action [searchable_snapshot] defined in phase [warm]',
    });
    await renderPolicies();
    const dialog = await openEdit('logs-policy');
    const hot = within(dialog).getByRole('group', { name: 'Hot phase' });
    const maxAge = within(hot).getByRole('textbox', { name: 'Maximum age' });
    await userEvent.clear(maxAge);
    await userEvent.type(maxAge, '1d');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'invalid action [searchable_snapshot] defined in phase [warm]',
    );
    expect(said(writes(calls))).toEqual(['PUT /_ilm/policy/logs-policy']);
    expect(within(hot).getByRole('textbox', { name: 'Maximum age' })).toHaveValue('1d');
    expect(screen.getByRole('dialog', { name: 'Edit ILM policy logs-policy' })).toBeInTheDocument();
  });

  it('marks a number that does not read, and sends nothing', async () => {
    const calls = serveIlm();
    await renderPolicies();
    const dialog = await openEdit('logs-policy');
    const warm = within(dialog).getByRole('group', { name: 'Warm phase' });
    const shards = within(warm).getByRole('textbox', { name: 'Shards' });
    await userEvent.clear(shards);
    await userEvent.type(shards, 'two');
    expect(
      within(dialog).getAllByText(/Warm, shrink: number_of_shards must be a whole number/),
    ).not.toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    expect(await within(dialog).findByText(/Fix the form first/)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('warns that Elasticsearch may write over a policy it manages', async () => {
    serveIlm();
    await renderPolicies();
    const dialog = await openEdit('logs@lifecycle');
    expect(dialog).toHaveTextContent('Elasticsearch manages this policy');
  });

  it('asks before closing with changes, and keeps them when the user goes on', async () => {
    serveIlm();
    await renderPolicies();
    // Listed in another order than the form writes it: still unchanged.
    const dialog = await openEdit('logs-policy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await openEdit('unused');
    const warm = within(again).getByRole('group', { name: 'Warm phase' });
    await userEvent.type(within(warm).getByRole('textbox', { name: /Minimum age/ }), '0');
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(warm).getByRole('textbox', { name: /Minimum age/ })).toHaveValue('10d0');
  });
});
