import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Layout stand-ins the code editor needs in the test DOM.
import '../../../components/testUtils';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { engineError } from '../../../test/clusterErrors';
import { editorIn, setEditorText } from '../../../test/codeEditor';
import { renderScreen } from '../../../test/renderScreen';
import { RoleMappingsView } from './RoleMappingsView';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 15_000 };

const ES_MAPPINGS = {
  mapping1: { enabled: true, roles: ['user'], rules: { field: { username: '*' } }, metadata: {} },
  saml_admins: {
    enabled: true,
    roles: ['admin'],
    role_templates: [{ template: '{"source":"team_{{metadata.team}}"}', format: 'string' }],
    rules: {
      all: [{ field: { 'realm.name': 'saml1' } }, { any: [{ field: { groups: ['admins'] } }] }],
    },
    metadata: { version: 1 },
  },
  old: { enabled: false, roles: ['monitor'], rules: { field: { dn: '*,o=old' } }, metadata: {} },
};

const OS_MAPPINGS = {
  all_access: { reserved: true, hidden: false, users: [], backend_roles: ['admin'], hosts: [] },
  readall: {
    reserved: false,
    hidden: false,
    users: ['jdoe'],
    backend_roles: ['readall'],
    and_backend_roles: [],
    hosts: [],
    description: 'Readers',
  },
};

const OS_USERS = {
  jdoe: { hash: '', reserved: false, backend_roles: [], attributes: {} },
  kirk: { hash: '', reserved: false, backend_roles: ['captains'], attributes: {} },
};

/** A cluster answering GETs from `answers` by path, and any write with an acknowledgement. */
function serve(answers: Record<string, unknown>): RecordedRequest[] {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') return jsonResponse({ role_mapping: { created: false } });
    return path in answers
      ? jsonResponse(answers[path])
      : jsonResponse(engineError(404, 'x', 'no'), 404);
  }).calls;
}

const esAnswers = { '/_security/role_mapping': ES_MAPPINGS, '/_security/role': {} };
const osAnswers = {
  '/_plugins/_security/api/rolesmapping': OS_MAPPINGS,
  '/_plugins/_security/api/internalusers': OS_USERS,
};
const OPENSEARCH = { distribution: 'opensearch', version: '2.17.0' } as const;

function renderMappings(cluster: Partial<Cluster> = { version: '8.14.0' }) {
  return renderScreen(<RoleMappingsView />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
}

const rowOf = async (name: string) => {
  const row = (await screen.findAllByText(name, undefined, SLOW))[0].closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return within(row);
};

const writes = (calls: RecordedRequest[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({
      said: `${call.method} ${new URL(call.url).pathname}`,
      body: call.body === null ? null : (JSON.parse(call.body) as unknown),
    }));

async function openEdit(name: string) {
  await userEvent.click((await rowOf(name)).getByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit role mapping ${name}` });
}

describe('role mappings view', { timeout: 60_000 }, () => {
  it('lists Elasticsearch mappings with their roles and rules in one line', async () => {
    serve(esAnswers);
    await renderMappings();
    const saml = await rowOf('saml_admins');
    expect(saml.getByText('admin, 1 role template')).toBeInTheDocument();
    expect(saml.getByText('realm.name = saml1 and any of (groups = admins)')).toBeInTheDocument();
    expect((await rowOf('old')).getByText('disabled')).toBeInTheDocument();
  });

  it('tries a user on every mapping and says the roles, templates rendered', async () => {
    serve(esAnswers);
    await renderMappings();
    await rowOf('saml_admins');
    const tester = screen.getByRole('group', { name: 'Test a user' });
    await userEvent.type(within(tester).getByRole('textbox', { name: 'User name' }), 'ann');
    await userEvent.type(within(tester).getByRole('textbox', { name: 'Realm name' }), 'saml1');
    await userEvent.type(within(tester).getByRole('textbox', { name: 'Groups' }), 'admins{Enter}');
    await userEvent.type(
      within(tester).getByRole('textbox', { name: 'Metadata (JSON object)' }),
      '{{"team": "blue"}',
    );
    const result = within(tester).getByRole('status', { name: 'Test result' });
    expect(result).toHaveTextContent('The user would get: admin, team_blue, user');
    expect(result).toHaveTextContent('old is disabled');
  });

  it('keeps form and JSON in step, holds unparseable JSON, and saves the exact body', async () => {
    const calls = serve(esAnswers);
    await renderMappings();
    const dialog = await openEdit('saml_admins');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    const view = await editorIn(dialog);
    expect(JSON.parse(view.state.doc.toString())).toEqual(ES_MAPPINGS.saml_admins);

    await setEditorText(dialog, '{"roles": [');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('The JSON does not parse');
    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.state.doc.toString()).toBe('{"roles": [');

    const edited = { ...ES_MAPPINGS.saml_admins, roles: ['admin', 'ops'] };
    await setEditorText(dialog, JSON.stringify(edited));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Form' }));
    expect(within(dialog).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    const preview = within(dialog).getByTestId('change-preview');
    expect(preview).toHaveTextContent('added: + "ops"');
    expect(within(dialog).getByText(/depends on the users of the realms/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      said: 'PUT /_security/role_mapping/saml_admins',
      body: edited,
    });
  });

  it('builds a new mapping in the rule tree and tries the draft', async () => {
    const calls = serve(esAnswers);
    await renderMappings();
    await userEvent.click(await screen.findByRole('button', { name: 'New mapping' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New role mapping' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'ldap_ops');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Roles' }), 'ops{Enter}');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rule top: kind' }),
      'all',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Add a rule under rule top' }),
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Rule 2: field' }),
      'groups',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Rule 2: values' }),
      'cn=ops,dc=example,dc=com{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove rule 1' }));
    const body = {
      enabled: true,
      roles: ['ops'],
      rules: { all: [{ field: { groups: ['cn=ops,dc=example,dc=com'] } }] },
      metadata: {},
    };
    expect(within(dialog).getByTestId('mapping-request').textContent).toBe(
      `PUT _security/role_mapping/ldap_ops\n${JSON.stringify(body, null, 2)}`,
    );

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Test a user' }));
    const tester = within(dialog).getByRole('group', { name: 'Test a user' });
    await userEvent.type(
      within(tester).getByRole('textbox', { name: 'Groups' }),
      'CN=ops,DC=example,DC=com{Enter}',
    );
    expect(within(tester).getByRole('status')).toHaveTextContent('The user would get: ops');

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Mapping' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({ said: 'PUT /_security/role_mapping/ldap_ops', body });
  });

  it('deletes a mapping once its name is typed', async () => {
    const calls = serve(esAnswers);
    await renderMappings();
    await userEvent.click((await rowOf('old')).getByRole('button', { name: 'Delete old' }));
    const question = await screen.findByRole('dialog', { name: 'Delete role mapping' });
    expect(within(question).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await userEvent.type(
      within(question).getByRole('textbox', { name: 'Type old to confirm' }),
      'old',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ said: 'DELETE /_security/role_mapping/old', body: null }]),
    );
  });

  it('offers no writes on a read-only cluster, the tester still', async () => {
    serve(esAnswers);
    await renderMappings({ version: '8.14.0', protection: 'read-only' });
    const saml = await rowOf('saml_admins');
    expect(saml.queryByRole('button', { name: 'Edit saml_admins' })).toBeNull();
    expect(saml.queryByRole('button', { name: 'Delete saml_admins' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New mapping' })).toHaveAttribute('aria-disabled');
    expect(screen.getByRole('group', { name: 'Test a user' })).toBeInTheDocument();
  });

  it('lists OpenSearch mappings, says why a reserved one cannot change', async () => {
    serve(osAnswers);
    await renderMappings(OPENSEARCH);
    const readall = await rowOf('readall');
    expect(readall.getByText('jdoe')).toBeInTheDocument();
    expect(readall.getByRole('button', { name: 'Edit readall' })).toBeInTheDocument();
    const reserved = await rowOf('all_access');
    expect(reserved.getByText('reserved')).toBeInTheDocument();
    expect(reserved.queryByRole('button', { name: 'Edit all_access' })).toBeNull();
    expect(reserved.queryByRole('button', { name: 'Delete all_access' })).toBeNull();
    await userEvent.click(screen.getAllByText('all_access')[0]);
    expect(await screen.findByText(/This mapping is reserved/)).toBeInTheDocument();

    const tester = screen.getByRole('group', { name: 'Test a user' });
    await userEvent.type(
      within(tester).getByRole('textbox', { name: 'Backend roles' }),
      'admin{Enter}',
    );
    expect(within(tester).getByRole('status')).toHaveTextContent(
      'all_access: backend role admin matches admin',
    );
  });

  it('edits an OpenSearch mapping, showing the diff and who gains or loses the role', async () => {
    const calls = serve(osAnswers);
    await renderMappings(OPENSEARCH);
    const dialog = await openEdit('readall');
    const users = within(dialog).getByRole('textbox', { name: 'Users' });
    await userEvent.type(users, '{Backspace}');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Backend roles' }),
      'captains{Enter}',
    );
    const holders = await within(dialog).findByRole('status', {
      name: 'Users gaining or losing the role',
    });
    expect(holders).toHaveTextContent('Gain the role: kirk');
    expect(holders).toHaveTextContent('Lose the role: jdoe');
    expect(within(dialog).getByTestId('change-preview')).toHaveTextContent('added: + "captains"');
    const body = {
      users: [],
      backend_roles: ['readall', 'captains'],
      and_backend_roles: [],
      hosts: [],
      description: 'Readers',
    };
    expect(within(dialog).getByTestId('mapping-request').textContent).toBe(
      `PUT _plugins/_security/api/rolesmapping/readall\n${JSON.stringify(body, null, 2)}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { said: 'PUT /_plugins/_security/api/rolesmapping/readall', body },
      ]),
    );
  });
});
