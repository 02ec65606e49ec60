import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox, MantineProvider } from '@mantine/core';
import { SmallCheckbox } from './plainCheckbox';
import { html } from './testUtils';

// The plain elements are the Mantine components' own: the same elements, classes, data
// attributes and variables, in the app's theme (React's generated ids aside).

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
