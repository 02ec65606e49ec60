import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { linkProps, useListLinks } from './useListLinks';

function List() {
  const links = useListLinks();
  const location = useLocation();
  return (
    <>
      <p>at {location.pathname + location.search}</p>
      <ul onClick={links.onClick}>
        <li>
          <a {...linkProps(links, '/cluster/0/indices?filter=logs')}>logs</a>
        </li>
      </ul>
    </>
  );
}

function renderAt(basename?: string) {
  const router = createMemoryRouter([{ path: '*', element: <List /> }], {
    initialEntries: [basename ? `${basename}/start` : '/start'],
    basename,
  });
  render(<RouterProvider router={router} />);
}

describe('useListLinks', () => {
  it('gives each anchor its address and follows a plain click inside the app', () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'logs' });
    expect(link).toHaveAttribute('href', '/cluster/0/indices?filter=logs');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByText(/^at /)).toHaveTextContent('at /cluster/0/indices?filter=logs');
  });

  it('puts the base path in the address, not in the path it follows', () => {
    renderAt('/console');
    const link = screen.getByRole('link', { name: 'logs' });
    expect(link).toHaveAttribute('href', '/console/cluster/0/indices?filter=logs');
    fireEvent.click(link);
    expect(screen.getByText(/^at /)).toHaveTextContent('at /cluster/0/indices?filter=logs');
  });

  it('leaves a modified or middle click to the browser', () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'logs' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByText(/^at /)).toHaveTextContent('at /start');
  });
});
