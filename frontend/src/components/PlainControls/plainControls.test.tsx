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

describe('ActionIcon', () => {
  const style = { borderTopLeftRadius: 0, borderLeft: 0 };
  it.each([
    { variant: 'subtle' },
    { variant: 'subtle', size: 'sm', color: 'red' },
    { variant: 'subtle', size: 'sm', disabled: true },
    { variant: 'default', size: 30, style },
  ] as const)('an IconButton is the elements of an ActionIcon %#', (props) => {
    expect(
      html(
        <IconButton aria-label="Actions" {...props}>
          {icon}
        </IconButton>,
      ),
    ).toBe(
      html(
        <ActionIcon aria-label="Actions" {...props}>
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it.each([{ variant: 'subtle', title: 'Search the documents' }, { variant: 'default' }] as const)(
    'an IconLink is the elements of an ActionIcon made a Link %#',
    (props) => {
      expect(
        html(
          <IconLink {...props} to="/cluster/0/search" aria-label="Search">
            {icon}
          </IconLink>,
        ),
      ).toBe(
        html(
          <ActionIcon {...props} component={Link} to="/cluster/0/search" aria-label="Search">
            {icon}
          </ActionIcon>,
        ),
      );
    },
  );
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
