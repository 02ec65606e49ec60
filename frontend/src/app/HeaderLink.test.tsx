import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { HeaderIconTabs, HeaderTabs } from './HeaderTabs';
import { SCREENS } from './routes';
import { visibleTabs } from './screens';

// Each tab's render, by its label.
const tabRenders = vi.hoisted(() => [] as string[]);
vi.mock('./HeaderLink', async (original) => {
  const module = await original<typeof import('./HeaderLink')>();
  return {
    ...module,
    TabLink: (props: Parameters<typeof module.TabLink>[0]) => {
      tabRenders.push(props.label);
      return module.TabLink(props);
    },
    IconTabLink: (props: Parameters<typeof module.IconTabLink>[0]) => {
      tabRenders.push(props.label);
      return module.IconTabLink(props);
    },
  };
});

beforeEach(() => {
  tabRenders.length = 0;
  // Room for the labels: no tooltips around the tabs.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 2000);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Address() {
  return <p>at {useLocation().pathname}</p>;
}

async function renderHeader(path: string) {
  await initI18n('en');
  const tabs = visibleTabs(SCREENS, false);
  const element = (
    <>
      <HeaderTabs tabs={tabs.filter((s) => !s.tab.iconOnly)} screens={SCREENS} clusterIndex={0} />
      <HeaderIconTabs
        tabs={tabs.filter((s) => s.tab.iconOnly)}
        screens={SCREENS}
        clusterIndex={0}
      />
      <Address />
    </>
  );
  const router = createMemoryRouter([{ path: '/cluster/:clusterIndex/*', element }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

it('follows a tab in the app, and leaves a click with a modifier to the browser', async () => {
  await renderHeader('/cluster/0/nodes');
  const shards = screen.getByRole('link', { name: 'Shards' });
  expect(shards).toHaveAttribute('href', '/cluster/0/shards');

  // Not cancelled: the browser opens the address (a new tab).
  expect(fireEvent.click(shards, { ctrlKey: true })).toBe(true);
  expect(screen.getByText('at /cluster/0/nodes')).toBeInTheDocument();

  await act(async () => {
    expect(fireEvent.click(shards)).toBe(false);
  });
  expect(await screen.findByText('at /cluster/0/shards')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shards' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Nodes' })).not.toHaveAttribute('aria-current');
});

it('renders again only the tab that was current and the one that is now', async () => {
  const router = await renderHeader('/cluster/0/nodes');
  expect(tabRenders).toContain('Indices');
  tabRenders.length = 0;

  await act(() => router.navigate('/cluster/0/shards'));

  expect(screen.getByText('at /cluster/0/shards')).toBeInTheDocument();
  expect(tabRenders.sort()).toEqual(['Nodes', 'Shards']);
});

it('follows the icon tab too, and renders it again only when it becomes current', async () => {
  const router = await renderHeader('/cluster/0/nodes');
  tabRenders.length = 0;
  await act(() => router.navigate('/cluster/0/shards'));
  expect(tabRenders).not.toContain('Settings');

  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
  });
  expect(await screen.findByText('at /cluster/0/settings')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
});
