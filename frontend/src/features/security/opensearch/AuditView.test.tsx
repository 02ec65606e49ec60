import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { AuditView } from './AuditView';
import { API, SLOW, renderView, serve, writes } from './testOpensearch';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The demo installer's audit.yml, as GET audit answers it. */
const CONFIG = {
  enabled: true,
  audit: {
    enable_rest: true,
    disabled_rest_categories: ['AUTHENTICATED', 'GRANTED_PRIVILEGES'],
    enable_transport: true,
    exclude_sensitive_headers: true,
    ignore_users: ['kibanaserver'],
  },
  compliance: {
    enabled: true,
    internal_config: true,
    read_watched_fields: {},
    write_ignore_users: ['kibanaserver'],
  },
};

const ANSWERS = {
  [`${API}/audit`]: {
    _readonly: ['/audit/exclude_sensitive_headers', '/compliance/internal_config'],
    config: CONFIG,
  },
};

describe('audit view', { timeout: 60_000 }, () => {
  it('shows the config as a form, read-only fields not editable, and saves it with PUT', async () => {
    const calls = serve(ANSWERS);
    await renderView(<AuditView />);
    const rest = await screen.findByRole('switch', { name: 'Audit REST requests' }, SLOW);
    expect(rest).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Leave sensitive headers out/ })).toBeDisabled();
    expect(
      screen.getByRole('switch', { name: /^Log security configuration changes/ }),
    ).toBeDisabled();
    expect(screen.getAllByText(/Read-only: the security plugin lets no one change/)).toHaveLength(
      2,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(rest);
    expect(screen.getByText(/^PUT _plugins\/_security\/api\/audit\/config/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: `${API}/audit/config`,
          body: { ...CONFIG, audit: { ...CONFIG.audit, enable_rest: false } },
        },
      ]),
    );
  });

  it('keeps JSON that does not parse in place, with its problem, and sends nothing', async () => {
    const calls = serve(ANSWERS);
    await renderView(<AuditView />);
    const watched = await screen.findByRole('textbox', { name: 'Reads: watched fields' }, SLOW);
    await userEvent.clear(watched);
    await userEvent.type(watched, '{{"logs": [[');
    expect(watched).toHaveValue('{"logs": [');
    expect(
      screen.getByText('A JSON field does not parse: correct it to see the request.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(writes(calls)).toEqual([]);
  });

  it('says in place when the user may not read the audit configuration', async () => {
    installFakeFetch(() =>
      jsonResponse(
        { status: 'FORBIDDEN', message: 'No permission to access REST API: audit' },
        403,
      ),
    );
    await renderView(<AuditView />);
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('This user may not read the audit configuration');
    expect(alert).toHaveTextContent('No permission to access REST API');
  });

  it('says in place when the cluster does not serve the audit API', async () => {
    serve({});
    await renderView(<AuditView />);
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(
      within(alert).getByText(/does not serve the audit configuration API/),
    ).toBeInTheDocument();
  });

  it('offers no save on a read-only cluster', async () => {
    serve(ANSWERS);
    await renderView(<AuditView />, { protection: 'read-only' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Audit REST requests' }, SLOW));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });
});
