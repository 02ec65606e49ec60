import { describe, expect, it } from 'vitest';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PlainGroup, PlainStack, ScreenTitle, SmallLink, SmallText } from './plainLayout';
import { html } from './testUtils';

// The plain elements are the Mantine components' own: the same elements, classes, data
// attributes and variables, in the app's theme (React's generated ids aside).

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
