import { describe, expect, it } from 'vitest';
import { ActionIcon, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconButton, IconLink, PlainButton } from './plainButtons';
import { html, icon } from './testUtils';

// The plain elements are the Mantine components' own: the same elements, classes, data
// attributes and variables, in the app's theme (React's generated ids aside).

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
