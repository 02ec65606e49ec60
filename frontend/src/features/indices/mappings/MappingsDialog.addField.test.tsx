import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../api/testFetch';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { engineError, item, renderDialog, sent, serve, tree } from './testMappingsDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissAllNotifications());
});

describe('mappings dialog', { timeout: 60_000 }, () => {
  it('adds a field with the exact request shown first, then reloads the tree', async () => {
    const calls = serve();
    await renderDialog();
    await tree();
    await userEvent.type(screen.getByRole('textbox', { name: 'Field name' }), 'user.bio');
    await userEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'text' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Analyzer' }), 'english');
    const body = {
      properties: { user: { properties: { bio: { type: 'text', analyzer: 'english' } } } },
    };
    expect(screen.getByTestId('mapping-request').textContent).toBe(
      `PUT books/_mapping\n${JSON.stringify(body, null, 2)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));

    expect(await screen.findByText(/Field user\.bio added to books/)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('http://localhost:9200/books/_mapping');
    expect(JSON.parse(put?.body ?? 'null')).toEqual(body);
    await waitFor(() =>
      expect(sent(calls).filter((call) => call === 'GET /books/_mapping')).toHaveLength(2),
    );
    expect(screen.getByRole('textbox', { name: 'Field name' })).toHaveValue('');
  });

  it('explains in words a type change the engine refuses', async () => {
    serve({
      put: () =>
        jsonResponse(
          engineError(
            'illegal_argument_exception',
            'mapper [user.email] cannot be changed from type [keyword] to [long]',
          ),
          400,
        ),
    });
    await renderDialog();
    await tree();
    await userEvent.type(screen.getByRole('textbox', { name: 'Field name' }), 'user.email');
    await userEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'long' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));

    expect(
      await screen.findByText(/cannot be changed from type \[keyword\] to \[long\]/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This field already exists with another type, and Elasticsearch never changes the type of a field. To change it, create a new index with the new mapping and reindex into it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mappings of books' })).toBeInTheDocument();
  });

  it('explains the field limit the engine refuses to pass', async () => {
    serve({
      put: () =>
        jsonResponse(
          engineError(
            'illegal_argument_exception',
            'Limit of total fields [12] has been exceeded while adding new fields [1]',
          ),
          400,
        ),
    });
    await renderDialog();
    await tree();
    await userEvent.type(screen.getByRole('textbox', { name: 'Field name' }), 'isbn');
    await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
    expect(
      await screen.findByText(/The index has reached its total fields limit/),
    ).toBeInTheDocument();
  });

  it('offers no types OpenSearch lacks', async () => {
    serve();
    await renderDialog({ distribution: 'opensearch', version: '2.17.0', majorVersion: '2' });
    await tree();
    await userEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    expect(await screen.findByRole('option', { name: 'geo_point' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'flattened' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'wildcard' })).toBeNull();
  });

  it('refuses a path with an empty part before sending', async () => {
    const calls = serve();
    await renderDialog();
    await tree();
    await userEvent.type(screen.getByRole('textbox', { name: 'Field name' }), 'user..email');
    expect(screen.getByText(/No part of the path may be empty/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add field' })).toBeDisabled();
    expect(screen.queryByTestId('mapping-request')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers no form on a read-only cluster', async () => {
    serve();
    await renderDialog({ protection: 'read-only' });
    await tree();
    expect(item(/^title/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Field name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
