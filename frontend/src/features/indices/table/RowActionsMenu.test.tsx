import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse } from '../../../api/testFetch';
import { catIndex, renderLogsIndices } from '../testIndices';
import { chooseRowAction } from './testRowMenu';
import classes from './RowActionsMenu.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOGS = catIndex('logs');

function serveCluster() {
  return installFakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/_cat/indices') return jsonResponse([LOGS]);
    if (path === '/_cat/aliases') return jsonResponse([{ alias: 'current', index: 'logs' }]);
    return jsonResponse({ acknowledged: true });
  }).calls;
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.closest('[role="menu"]') === menu)
    .map((item) => item.textContent);

/** The menu the item named `name` opens, once open. */
async function submenu(name: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('menuitem', { name }));
  const target = screen.getByRole('menuitem', { name });
  await waitFor(() => expect(target).toHaveAttribute('aria-expanded', 'true'));
  return document.getElementById(target.getAttribute('aria-controls')!)!;
}

describe('an index row menu', { timeout: 60_000 }, () => {
  it('shows the common items at its top level and the others in submenus', async () => {
    serveCluster();
    await renderLogsIndices();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    const menu = await screen.findByRole('menu');
    expect(names(menu)).toEqual([
      'Show info',
      'Show stats',
      'Settings',
      'Mappings',
      'Aliases',
      'Close',
      'Export documents…',
      'Import documents…',
      'Maintenance',
      'Reshape',
      'Danger zone',
    ]);
    const links = ['Export documents…', 'Import documents…'].map((name) =>
      screen.getByRole('menuitem', { name }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/cluster/0/transfer?view=export&index=logs',
      '/cluster/0/transfer?view=import&index=logs',
    ]);
    expect(names(await submenu('Maintenance'))).toEqual([
      'Force merge',
      'Refresh',
      'Flush',
      'Clear cache',
    ]);
    expect(names(await submenu('Reshape'))).toEqual([
      'Roll over alias',
      'Reindex',
      'Clone index',
      'Shrink',
      'Split',
    ]);
    const danger = await submenu('Danger zone');
    expect(names(danger)).toEqual(['Delete all documents (delete by query)', 'Delete']);
    for (const item of within(danger).getAllByRole('menuitem'))
      expect(item).toHaveClass(classes.danger);
    expect(screen.getByRole('menuitem', { name: 'Danger zone' })).toHaveClass(classes.danger);
    expect(screen.getByRole('menuitem', { name: 'Refresh' })).not.toHaveClass(classes.danger);
  });

  it("gives the focus back to the row's button when closed with Escape", async () => {
    serveCluster();
    await renderLogsIndices();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for logs' })).toHaveFocus(),
    );
  });

  it('runs an item of a submenu', async () => {
    const calls = serveCluster();
    await renderLogsIndices();
    await chooseRowAction('logs', 'Maintenance', 'Refresh');
    expect(await screen.findByText('200 OK - Refreshed index logs')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/logs/_refresh'))).toBe(true);
  });

  it('reaches the items of a submenu from the keyboard, and leaves it with ArrowLeft', async () => {
    serveCluster();
    await renderLogsIndices();
    screen.getByRole('button', { name: 'Actions for logs' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    const danger = screen.getByRole('menuitem', { name: 'Danger zone' });
    danger.focus();
    await userEvent.keyboard('{ArrowRight}');
    const first = await screen.findByRole('menuitem', {
      name: 'Delete all documents (delete by query)',
    });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(danger).toHaveFocus());
    await waitFor(() => expect(danger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('leaves out empty submenus: a closed index offers opening it at the top, deleting it apart', async () => {
    installFakeFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/_cat/indices') return jsonResponse([{ ...LOGS, status: 'close' }]);
      if (path === '/_cat/aliases') return jsonResponse([]);
      return jsonResponse({ acknowledged: true });
    });
    await renderLogsIndices();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    const menu = await screen.findByRole('menu');
    expect(names(menu)).toEqual(['Show info', 'Settings', 'Mappings', 'Open', 'Danger zone']);
    expect(names(await submenu('Danger zone'))).toEqual(['Delete']);
  });

  it('holds only menu items, with a submenu open too', async () => {
    serveCluster();
    await renderLogsIndices();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for logs' }));
    const menu = await screen.findByRole('menu');
    await submenu('Reshape');
    // What a menu may own (WAI-ARIA): items, menus and separators; a focusable element or one
    // with another role, outside an item, is not allowed.
    const owned = [...menu.querySelectorAll('[tabindex], [role]')].filter(
      (element) => element.parentElement?.closest('[role="menuitem"]') === null,
    );
    expect(owned.length).toBeGreaterThan(9);
    expect(
      owned.filter(
        (element) =>
          !['menuitem', 'menu', 'separator'].includes(element.getAttribute('role') ?? ''),
      ),
    ).toEqual([]);
  });
});

describe('the name of force merge', () => {
  it.each(['en', 'cn', 'fr', 'it', 'ru', 'jp'])('is spelt one way in %s', async (lang) => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect((await import(`../../../i18n/locales/${lang}.json`)).default);
    const spellings = texts.flatMap((text) => text.match(/force\s?merge/gi) ?? []);
    expect(
      spellings.filter((spelling) => spelling !== 'Force merge' && spelling !== 'force merge'),
    ).toEqual([]);
  });
});
