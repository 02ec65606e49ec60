import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { NotificationHost } from '../components/Notifications/NotificationHost';
import { dismissAllNotifications, notify } from '../components/Notifications/notificationStore';
import { belowBasename, routerScope } from './routerScope';

afterEach(() => {
  act(() => dismissAllNotifications());
});

describe('belowBasename', () => {
  it('takes the base path off paths below it and leaves others', () => {
    expect(belowBasename('/console/cluster/0/tasks', '/console')).toBe('/cluster/0/tasks');
    expect(belowBasename({ pathname: '/console', search: '?a' }, '/console')).toEqual({
      pathname: '/',
      search: '?a',
    });
    expect(belowBasename('/consoles/x', '/console')).toBe('/consoles/x');
    expect(belowBasename('/cluster/0', '/')).toBe('/cluster/0');
  });
});

describe('routerScope', () => {
  it('gives notification content a link under the base path that navigates the app', async () => {
    const router = createMemoryRouter(
      [
        { path: '/cluster/0/indices', element: <p>indices screen</p> },
        { path: '/cluster/0/tasks', element: <p>tasks screen</p> },
      ],
      { basename: '/console', initialEntries: ['/console/cluster/0/indices'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
        <NotificationHost scope={routerScope(router)} />
      </MantineProvider>,
    );
    act(() => {
      notify({
        color: 'gray',
        timeout: 0,
        title: 'Reindexing',
        content: <Link to="/cluster/0/tasks?task=n%3A1">Show in tasks</Link>,
      });
    });
    const link = screen.getByRole('link', { name: 'Show in tasks' });
    expect(link).toHaveAttribute('href', '/console/cluster/0/tasks?task=n%3A1');
    await userEvent.click(link);
    expect(await screen.findByText('tasks screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/console/cluster/0/tasks');
    expect(router.state.location.search).toBe('?task=n%3A1');
  });
});
