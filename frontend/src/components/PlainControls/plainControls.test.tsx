import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ActionIcon, Checkbox, MantineProvider } from '@mantine/core';
import { MemoryRouter, Link } from 'react-router-dom';
import { createMantineTheme } from '../../app/theme/mantineTheme';
import { SmallCheckbox, SubtleIconButton, SubtleIconLink } from './plainControls';

// The plain elements are the Mantine components' own: the same elements, classes, data
// attributes and variables, in the app's theme (React's generated ids aside).

function html(ui: ReactElement): string {
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

const icon = <svg data-icon="" />;

describe('SmallCheckbox', () => {
  it.each([false, true])('is the elements of an xs Checkbox (checked: %s)', (checked) => {
    const mantine = html(
      <Checkbox size="xs" aria-label="Select row" checked={checked} onChange={() => {}} />,
    );
    expect(
      html(<SmallCheckbox aria-label="Select row" checked={checked} onChange={() => {}} />),
    ).toBe(mantine);
  });

  it('tells a change, and its clicks go to its handlers', () => {
    const onChange = vi.fn();
    const onClick = vi.fn();
    render(
      <MantineProvider>
        <SmallCheckbox
          aria-label="Select row"
          checked={false}
          onChange={onChange}
          onClick={onClick}
        />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select row' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('subtle icons', () => {
  it('a button is the elements of a subtle ActionIcon', () => {
    expect(html(<SubtleIconButton aria-label="Actions">{icon}</SubtleIconButton>)).toBe(
      html(
        <ActionIcon variant="subtle" aria-label="Actions">
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('a small red button is the elements of a small red subtle ActionIcon', () => {
    expect(
      html(
        <SubtleIconButton size="sm" color="red" aria-label="Delete">
          {icon}
        </SubtleIconButton>,
      ),
    ).toBe(
      html(
        <ActionIcon size="sm" variant="subtle" color="red" aria-label="Delete">
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('a link is the elements of a subtle ActionIcon made a Link', () => {
    expect(
      html(
        <SubtleIconLink to="/cluster/0/search" aria-label="Search" title="Search the documents">
          {icon}
        </SubtleIconLink>,
      ),
    ).toBe(
      html(
        <ActionIcon
          component={Link}
          to="/cluster/0/search"
          variant="subtle"
          aria-label="Search"
          title="Search the documents"
        >
          {icon}
        </ActionIcon>,
      ),
    );
  });
});
