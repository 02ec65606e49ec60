import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { HeaderTabs } from './HeaderTabs';
import { SCREENS } from './routes';
import { visibleTabs } from './screens';

// Layout the test DOM does not do: the labelled tabs' width and their frame's, set by the test.
let labelledWidth = 0;
let frameWidth = 0;
let resized: (() => void) | null = null;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'NAV' ? labelledWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => frameWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderTabs() {
  await initI18n('en');
  const tabs = visibleTabs(SCREENS, false).filter((s) => !s.tab.iconOnly);
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/cluster/0/nodes']}>
        <div>
          <HeaderTabs tabs={tabs} screens={SCREENS} clusterIndex={0} />
        </div>
      </MemoryRouter>
    </MantineProvider>,
  );
}

it('shows the labels while they fit, icons named by their tooltip when they do not, and labels again with room', async () => {
  labelledWidth = 1100;
  frameWidth = 1300;
  await renderTabs();
  const nodes = screen.getByRole('link', { name: 'Nodes' });
  expect(nodes).toHaveTextContent('Nodes');
  expect(nodes).toHaveAttribute('aria-current', 'page');

  frameWidth = 900;
  act(() => resized?.());
  expect(screen.getByRole('link', { name: 'Nodes' })).toHaveTextContent(/^$/);
  expect(screen.getByRole('link', { name: 'Metrics' })).toHaveTextContent(/^$/);

  frameWidth = 1200;
  act(() => resized?.());
  expect(screen.getByRole('link', { name: 'Nodes' })).toHaveTextContent('Nodes');
});

it('measures the tabs once the page is laid out (the observer’s first call), never while it commits', async () => {
  labelledWidth = 1100;
  frameWidth = 900;
  const measured = vi.mocked(
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth')!.get!,
  );
  await renderTabs();
  // Read in the commit, the width would make the browser lay the new page out on the spot.
  expect(measured).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Nodes' })).toHaveTextContent('Nodes');
  act(() => resized?.());
  expect(measured).toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Nodes' })).toHaveTextContent(/^$/);
});
