import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  type RecordedRequest,
  type Responder,
} from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { MappingsDialog } from './MappingsDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissAllNotifications());
});

// GET books/_mapping on Elasticsearch 8: a text field with a multi-field, an object, a nested
// field with its own dynamic setting, an alias and a runtime field. 11 fields in all.
const MAPPING = {
  books: {
    mappings: {
      dynamic: 'strict',
      runtime: { day_of_week: { type: 'keyword', script: { source: "emit('Monday')" } } },
      properties: {
        title: {
          type: 'text',
          analyzer: 'english',
          fields: { raw: { type: 'keyword', ignore_above: 256 } },
        },
        user: { properties: { name: { type: 'keyword' }, email: { type: 'keyword' } } },
        reviews: {
          type: 'nested',
          dynamic: 'false',
          properties: { rating: { type: 'byte' }, comment: { type: 'text' } },
        },
        name: { type: 'alias', path: 'title' },
        published: { type: 'date' },
      },
    },
  },
};

/** GET books/_settings/index.mapping.total_fields.limit?include_defaults=true&flat_settings=true */
function limitAnswer(own?: string) {
  return {
    books: {
      settings: own === undefined ? {} : { 'index.mapping.total_fields.limit': own },
      defaults: { 'index.mapping.total_fields.limit': '1000' },
    },
  };
}

/** An engine error answer, as Elasticsearch sends it. */
function engineError(type: string, reason: string) {
  return { error: { root_cause: [{ type, reason }], type, reason }, status: 400 };
}

interface Serve {
  mapping?: unknown;
  limit?: unknown;
  put?: Responder;
}

function serve({ mapping = MAPPING, limit = limitAnswer(), put }: Serve = {}): RecordedRequest[] {
  return installFakeFetch((request, at) => {
    const url = new URL(request.url);
    if (request.method === 'PUT' && put) return put(request, at);
    if (request.method === 'PUT') return jsonResponse({ acknowledged: true });
    if (url.pathname.endsWith('/_mapping')) return jsonResponse(mapping);
    if (url.pathname.includes('/_settings/')) return jsonResponse(limit);
    return jsonResponse({}, 404);
  }).calls;
}

function renderDialog(cluster: Partial<Cluster> = {}, index = 'books') {
  return renderScreen(<MappingsDialog index={index} onClose={vi.fn()} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
}

const LOAD = { timeout: 15_000 };
const tree = () => screen.findByRole('tree', { name: 'Fields of books' }, LOAD);
const item = (name: RegExp) => screen.getByRole('treeitem', { name });
const sent = (calls: RecordedRequest[]) =>
  calls.map((call) => {
    const url = new URL(call.url);
    return `${call.method} ${url.pathname}${url.search}`;
  });

describe('mappings dialog', { timeout: 60_000 }, () => {
  it('shows the fields with their types, multi-fields and details, the count and the dynamic setting', async () => {
    const calls = serve();
    await renderDialog();
    await tree();
    expect(screen.getByRole('dialog', { name: 'Mappings of books' })).toBeInTheDocument();
    expect(sent(calls).sort()).toEqual([
      'GET /books/_mapping',
      'GET /books/_settings/index.mapping.total_fields.limit?include_defaults=true&flat_settings=true',
    ]);

    const title = item(/^title, text/);
    expect(title).toHaveAccessibleName('title, text, analyzer: english');
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(within(title).getByRole('treeitem')).toHaveAccessibleName('raw, keyword, multi-field');
    expect(item(/^reviews/)).toHaveAccessibleName('reviews, nested, dynamic: false');
    expect(
      within(item(/^reviews/))
        .getAllByRole('treeitem')
        .map((row) => row.textContent),
    ).toEqual(['commenttext', 'ratingbyte']);
    expect(item(/^name, alias/)).toHaveAccessibleName('name, alias, alias of title');
    expect(item(/^day_of_week/)).toHaveAccessibleName('day_of_week, keyword, runtime');
    expect(item(/^published/)).not.toHaveAttribute('aria-expanded');

    expect(screen.getByTestId('mapping-field-count')).toHaveTextContent('11 of 1000 fields');
    expect(screen.getByText('Dynamic mapping: strict')).toBeInTheDocument();
  });

  it("reads the index's own limit, and warns above 90% of it", async () => {
    serve({ limit: limitAnswer('12') });
    await renderDialog();
    await tree();
    expect(screen.getByTestId('mapping-field-count')).toHaveTextContent(
      '11 of 12 fields (close to the field limit)',
    );
  });

  it('says only the count when the settings cannot be read', async () => {
    installFakeFetch((request) =>
      new URL(request.url).pathname.endsWith('/_mapping')
        ? jsonResponse({ books: { mappings: { properties: { a: { type: 'long' } } } } })
        : jsonResponse(engineError('security_exception', 'no rights'), 403),
    );
    await renderDialog();
    await tree();
    expect(screen.getByTestId('mapping-field-count')).toHaveTextContent(/^1 field$/);
    expect(screen.getByText('Dynamic mapping: true (not set)')).toBeInTheDocument();
  });

  it('filters the tree by name or type, keeping the parents of the matches', async () => {
    serve();
    await renderDialog();
    await tree();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'email');
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: /^title/ })).toBeNull());
    expect(screen.getAllByRole('treeitem').map((row) => row.getAttribute('aria-label'))).toEqual([
      'user, object',
      'email, keyword',
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search fields' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'nothing here');
    expect(await screen.findByText('No field matches the search.')).toBeInTheDocument();
  });

  it('moves, opens and closes with the keyboard', async () => {
    serve();
    await renderDialog();
    await tree();
    const first = item(/^day_of_week/);
    expect(first).toHaveAttribute('tabindex', '0');
    act(() => first.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(item(/^name, alias/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const published = item(/^published/);
    expect(published).toHaveFocus();
    expect(published).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(item(/^reviews/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item(/^reviews/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^rating/ })).toBeNull();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(item(/^comment/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item(/^reviews/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(item(/^reviews/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a mapping of 5,000 fields with only its first level on screen', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 50 }, (_, group) => [
        `group${group}`,
        {
          properties: Object.fromEntries(
            Array.from({ length: 99 }, (_, n) => [`field${n}`, { type: 'keyword' }]),
          ),
        },
      ]),
    );
    serve({ mapping: { books: { mappings: { properties } } } });
    await renderDialog();
    await tree();
    expect(screen.getByTestId('mapping-field-count')).toHaveTextContent('5000 of 1000 fields');
    expect(screen.getAllByRole('treeitem')).toHaveLength(50);
    expect(item(/^group0,/)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(item(/^group7,/)).getByText('group7'));
    expect(within(item(/^group7,/)).getAllByRole('treeitem')).toHaveLength(99);
  });

  it('shows a long level a page at a time, the next page on request', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 450 }, (_, n) => [`f${String(n).padStart(3, '0')}`, { type: 'long' }]),
    );
    serve({ mapping: { books: { mappings: { properties } } } });
    await renderDialog();
    const fields = await tree();
    // Role queries walk the whole page; the rows are counted directly.
    const rows = () => fields.querySelectorAll('[role="treeitem"]');
    const row = (id: string) => fields.querySelector(`[data-tree-id="${id}"]`);
    expect(rows()).toHaveLength(201);
    const more = within(fields).getByText('Show 200 more (250 not shown)').closest('li');
    expect(more).toHaveAttribute('role', 'treeitem');
    act(() => more?.focus());
    await userEvent.keyboard('{Enter}');
    expect(row('field f200')).toHaveFocus();
    expect(rows()).toHaveLength(401);
    await userEvent.click(within(fields).getByText('Show 50 more (50 not shown)'));
    expect(rows()).toHaveLength(450);
    expect(row('field f400')).toHaveFocus();
  });

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
