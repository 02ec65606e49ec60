import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { engineError } from '../../../test/clusterErrors';
import { renderScreen } from '../../../test/renderScreen';
import { editorIn, setEditorText } from '../../../test/codeEditor';
import { SecurityScreen } from '../SecurityScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

const ES_ROLES = {
  my_admin_role: {
    description: 'Grants full access to all management features within the cluster.',
    cluster: ['all'],
    indices: [{ names: ['index1'], privileges: ['all'], field_security: { grant: ['title'] } }],
    metadata: { version: 1 },
  },
  superuser: {
    cluster: ['all'],
    indices: [{ names: ['*'], privileges: ['all'] }],
    metadata: { _reserved: true },
  },
};

const ES_USERS = {
  jacknich: { username: 'jacknich', roles: ['my_admin_role'], enabled: true, metadata: {} },
  ops: { username: 'ops', roles: ['monitor'], enabled: true, metadata: {} },
};

const OS_ROLES = {
  movies_reader: {
    reserved: false,
    hidden: false,
    static: false,
    cluster_permissions: [],
    index_permissions: [
      { index_patterns: ['movies*'], allowed_actions: ['read'], fls: [], masked_fields: [] },
    ],
    tenant_permissions: [],
  },
};

interface Serve {
  /** The answer of _validate/query. */
  validation?: () => unknown;
  /** The answer to the PUT, with its status. */
  write?: { body: unknown; status: number };
}

function serve(opensearch: boolean, options: Serve = {}): RecordedRequest[] {
  const answers: Record<string, unknown> = opensearch
    ? {
        '/_plugins/_security/authinfo': { user_name: 'admin', roles: ['all_access'] },
        '/_plugins/_security/api/roles': OS_ROLES,
        '/_plugins/_security/api/internalusers': {
          jdoe: { backend_roles: ['film'], attributes: {} },
          other: { backend_roles: [], attributes: {} },
        },
        '/_plugins/_security/api/rolesmapping': { movies_reader: { backend_roles: ['film'] } },
        '/_plugins/_security/api/actiongroups': {
          read: { type: 'index', allowed_actions: ['indices:data/read*'] },
          cluster_monitor: { type: 'cluster', allowed_actions: ['cluster:monitor/*'] },
        },
      }
    : {
        '/_security/_authenticate': { username: 'elastic', roles: ['superuser'] },
        '/_security/role': ES_ROLES,
        '/_security/user': ES_USERS,
        '/_security/privilege/_builtin': { cluster: ['all', 'monitor'], index: ['all', 'read'] },
      };
  return installFakeFetch((request) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    if (path.endsWith('/_validate/query'))
      return jsonResponse(options.validation?.() ?? { valid: true });
    if (path.endsWith('/_field_caps')) return jsonResponse({ fields: { title: {}, genre: {} } });
    if (request.method === 'PUT') {
      const write = options.write ?? { body: { role: { created: true } }, status: 200 };
      return jsonResponse(write.body, write.status);
    }
    return path in answers
      ? jsonResponse(answers[path])
      : jsonResponse(engineError(404, 'x', 'no'), 404);
  }).calls;
}

function renderRoles(cluster: Partial<Cluster>) {
  return renderScreen(
    <SecurityScreen />,
    { connection: testConnection([testCluster(cluster)], 0) },
    '/cluster/0/security?view=roles',
  );
}

const said = (call: RecordedRequest) =>
  `${call.method} ${decodeURIComponent(new URL(call.url).pathname)}`;
const puts = (calls: RecordedRequest[]) => calls.filter((call) => call.method === 'PUT');
const bodyOf = (call: RecordedRequest | undefined) => JSON.parse(call?.body ?? 'null') as unknown;

async function addTag(container: HTMLElement, label: string | RegExp, value: string) {
  await userEvent.type(within(container).getByRole('textbox', { name: label }), `${value}{Enter}`);
}

const entry = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });

describe('role editor', { timeout: 90_000 }, () => {
  it('creates an Elasticsearch role from the form once its query is valid, after the preview', async () => {
    let valid = false;
    const calls = serve(false, {
      validation: () =>
        valid
          ? { valid: true }
          : {
              valid: false,
              explanations: [{ index: 'logs-1', valid: false, error: 'no [term] here' }],
            },
    });
    await renderRoles({ version: '8.13.0' });
    await userEvent.click(await screen.findByRole('button', { name: 'New role' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'logs_reader');
    await addTag(dialog, 'Cluster privileges', 'monitr');
    expect(within(dialog).getByText(/Not a name this cluster lists: monitr/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add index entry' }));
    const first = entry(dialog, 'Index entry 1');
    await addTag(first, /Indices/, 'logs-*');
    await addTag(first, 'Privileges', 'read');
    await setEditorText(first, '{"term": {"level": "info"}}');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(first).findByText('no [term] here', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('role-request')).toBeNull();
    const check = calls.find((call) => call.url.includes('_validate/query'));
    expect(check && said(check)).toBe('POST /logs-*/_validate/query');
    expect(bodyOf(check)).toEqual({ query: { term: { level: 'info' } } });

    valid = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(dialog).findByTestId('role-request', undefined, SLOW)).toHaveTextContent(
      'PUT _security/role/logs_reader',
    );
    expect(within(dialog).getByTestId('change-preview')).toHaveTextContent('"logs-*"');
    expect(await within(dialog).findByText('No user holds this role.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(said(puts(calls)[0])).toBe('PUT /_security/role/logs_reader');
    expect(bodyOf(puts(calls)[0])).toEqual({
      cluster: ['monitr'],
      indices: [{ names: ['logs-*'], privileges: ['read'], query: { term: { level: 'info' } } }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).toBeNull());
  });

  it('shows who holds an edited role and keeps the input when the engine refuses it', async () => {
    const refusal = engineError(
      400,
      'illegal_argument_exception',
      'unknown cluster privilege [bogus]',
    );
    const calls = serve(false, { write: { body: refusal, status: 400 } });
    await renderRoles({ version: '8.13.0' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit my_admin_role' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role my_admin_role' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await addTag(dialog, 'Cluster privileges', 'bogus');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(dialog).findByTestId('change-preview', undefined, SLOW)).toHaveTextContent(
      '"bogus"',
    );
    expect(
      await within(dialog).findByText('Users who hold this role, affected at once: jacknich'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/unknown cluster privilege \[bogus\]/, undefined, SLOW),
    ).toBeInTheDocument();
    expect(said(puts(calls)[0])).toBe('PUT /_security/role/my_admin_role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to editing' }));
    expect(within(dialog).getByText('bogus')).toBeInTheDocument();
  });

  it('keeps JSON that does not parse, says why, and asks before closing', async () => {
    serve(false);
    await renderRoles({ version: '8.13.0' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit my_admin_role' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role my_admin_role' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    const view = await editorIn(dialog);
    expect(JSON.parse(view.state.doc.toString())).toEqual(ES_ROLES.my_admin_role);
    await setEditorText(dialog, '{"cluster": ["all"');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    const alerts = within(dialog).getAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes('The JSON does not parse'))).toBe(
      true,
    );
    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(view.state.doc.toString()).toBe('{"cluster": ["all"');
    expect(within(dialog).getByRole('button', { name: 'Review changes' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(view.state.doc.toString()).toBe('{"cluster": ["all"');
  });

  it('opens a reserved role read-only and clones a role under a new name', async () => {
    const calls = serve(false);
    await renderRoles({ version: '8.13.0' });
    await userEvent.click(await screen.findByRole('button', { name: 'View superuser' }, SLOW));
    const reserved = await screen.findByRole('dialog', { name: 'Role superuser (reserved)' });
    expect(within(reserved).queryByRole('button', { name: 'Review changes' })).toBeNull();
    await userEvent.click(within(reserved).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Clone my_admin_role' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'New role cloned from my_admin_role',
    });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('');
    await userEvent.type(name, 'my_admin_role');
    expect(within(dialog).getByText(/A role named my_admin_role exists/)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'copy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }, SLOW));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(said(puts(calls)[0])).toBe('PUT /_security/role/copy');
    expect(bodyOf(puts(calls)[0])).toEqual(ES_ROLES.my_admin_role);
  });

  it('edits an OpenSearch role: actions from the action groups, its query checked on its patterns', async () => {
    const calls = serve(true);
    await renderRoles({ distribution: 'opensearch', version: '2.17.0' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit movies_reader' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role movies_reader' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Cluster permissions' }));
    expect(
      await screen.findByRole('option', { name: 'cluster_monitor' }, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'cluster_monitor' }));
    const first = entry(dialog, 'Index entry 1');
    await setEditorText(first, '{"match": {"genre": "comedy"}}');
    await addTag(first, 'Field-level security', '~genre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review changes' }));
    expect(await within(dialog).findByTestId('role-request', undefined, SLOW)).toHaveTextContent(
      'PUT _plugins/_security/api/roles/movies_reader',
    );
    expect(
      await within(dialog).findByText('Users who hold this role, affected at once: jdoe'),
    ).toBeInTheDocument();
    const check = calls.find((call) => call.url.includes('_validate/query'));
    expect(check && said(check)).toBe('POST /movies*/_validate/query');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(bodyOf(puts(calls)[0])).toEqual({
      cluster_permissions: ['cluster_monitor'],
      index_permissions: [
        {
          index_patterns: ['movies*'],
          allowed_actions: ['read'],
          dls: '{"match":{"genre":"comedy"}}',
          fls: ['~genre'],
          masked_fields: [],
        },
      ],
      tenant_permissions: [],
    });
  });
});
