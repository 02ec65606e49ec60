import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Group,
  MantineProvider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MemoryRouter, Link } from 'react-router-dom';
import { createMantineTheme } from '../../app/theme/mantineTheme';
import {
  IconButton,
  IconLink,
  PlainButton,
  PlainGroup,
  PlainStack,
  ScreenTitle,
  SmallCheckbox,
  SmallLink,
  SmallText,
} from './plainControls';

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
    expect(html(<IconButton aria-label="Actions">{icon}</IconButton>)).toBe(
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
        <IconButton size="sm" color="red" aria-label="Delete">
          {icon}
        </IconButton>,
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
        <IconLink to="/cluster/0/search" aria-label="Search" title="Search the documents">
          {icon}
        </IconLink>,
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

describe('icon buttons in other looks', () => {
  it('a disabled small one is the elements of a disabled small subtle ActionIcon', () => {
    expect(
      html(
        <IconButton size="sm" aria-label="Next page" disabled>
          {icon}
        </IconButton>,
      ),
    ).toBe(
      html(
        <ActionIcon variant="subtle" size="sm" aria-label="Next page" disabled>
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('a default one in pixels, with a style, is the elements of such an ActionIcon', () => {
    const style = { borderTopLeftRadius: 0, borderLeft: 0 };
    expect(
      html(
        <IconButton variant="default" size={30} aria-label="Auto refresh" style={style}>
          {icon}
        </IconButton>,
      ),
    ).toBe(
      html(
        <ActionIcon variant="default" size={30} aria-label="Auto refresh" style={style}>
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('a default link is the elements of a default ActionIcon made a Link', () => {
    expect(
      html(
        <IconLink variant="default" to="/cluster/0" aria-label="Home">
          {icon}
        </IconLink>,
      ),
    ).toBe(
      html(
        <ActionIcon component={Link} to="/cluster/0" variant="default" aria-label="Home">
          {icon}
        </ActionIcon>,
      ),
    );
  });
});

describe('PlainButton', () => {
  it.each([
    { size: 'compact-sm', rightSection: icon },
    { size: 'xs', leftSection: icon },
    { size: 'xs', variant: 'light', leftSection: icon },
    { size: 'xs', variant: 'light', color: 'orange', title: 'No index matches' },
    { size: 'sm', variant: 'filled' },
    { size: 'compact-sm', variant: 'subtle', leftSection: icon, 'aria-expanded': false },
    { size: 'compact-sm', variant: 'subtle', color: 'gray' },
    { size: 'xs', disabled: true, leftSection: icon },
    { size: 'compact-xs', variant: 'subtle', color: 'red', style: { borderRadius: 0 } },
  ] as const)('is the elements of a Button %#', (props) => {
    expect(html(<PlainButton {...props}>25</PlainButton>)).toBe(
      html(
        <Button variant="default" {...props}>
          25
        </Button>,
      ),
    );
  });
});

describe('layout and text', () => {
  it.each([
    { justify: 'flex-end', gap: 'md', wrap: 'wrap' },
    { gap: 2, wrap: 'nowrap' },
    { gap: 'sm' },
    { justify: 'space-between', gap: 0, align: 'flex-start' },
  ] as const)('a PlainGroup is the elements of a Group %#', (props) => {
    expect(
      html(
        <PlainGroup {...props} role="navigation" aria-label="Pages">
          a
        </PlainGroup>,
      ),
    ).toBe(
      html(
        <Group {...props} role="navigation" aria-label="Pages">
          a
        </Group>,
      ),
    );
  });

  it.each([{ gap: 'xs' }, { gap: 'sm' }, { gap: 0 }] as const)(
    'a PlainStack is the elements of a Stack %#',
    (props) => {
      expect(html(<PlainStack {...props}>a</PlainStack>)).toBe(html(<Stack {...props}>a</Stack>));
    },
  );

  it('SmallText is the elements of a small Text', () => {
    expect(html(<SmallText>1-10 of 20</SmallText>)).toBe(html(<Text size="sm">1-10 of 20</Text>));
  });

  it('ScreenTitle is the elements of a second-order Title, with its style', () => {
    const style = { wordBreak: 'break-word' } as const;
    expect(html(<ScreenTitle style={style}>Indices</ScreenTitle>)).toBe(
      html(
        <Title order={2} style={style}>
          Indices
        </Title>,
      ),
    );
  });
});

describe('links', () => {
  it('SmallLink is the elements of a small Anchor made a Link', () => {
    expect(html(<SmallLink to="/cluster/0/transfer">Export and import</SmallLink>)).toBe(
      html(
        <Anchor component={Link} to="/cluster/0/transfer" size="sm">
          Export and import
        </Anchor>,
      ),
    );
  });
});
