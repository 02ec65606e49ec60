import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import {
  engineError,
  item,
  limitAnswer,
  renderDialog,
  sent,
  serve,
  tree,
} from './testMappingsDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissAllNotifications());
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
});
