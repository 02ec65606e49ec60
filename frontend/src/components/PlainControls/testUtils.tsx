// Renders a piece of UI in the app's theme and returns its markup, React's generated ids aside:
// the plain look-alikes' tests compare it with the Mantine component's.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { createMantineTheme } from '../../app/theme/mantineTheme';

export function html(ui: ReactElement): string {
  const { container, unmount } = render(
    <MantineProvider theme={createMantineTheme('Close')}>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
  for (const element of container.querySelectorAll('[id]')) element.removeAttribute('id');
  const markup = container.lastElementChild?.outerHTML ?? '';
  unmount();
  return markup;
}

/** An icon as a test's child. */
export const icon = <svg data-icon="" />;
