// Mantine components render once when they mount: the build replaces Mantine's useId, which
// rendered every component using it a second time before the paint (vite.config.ts,
// mantineReactId).
import { describe, expect, it } from 'vitest';
import { Profiler, type ReactNode } from 'react';
import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';

function commitsOfMount(ui: ReactNode): string[] {
  const phases: string[] = [];
  render(
    <MantineProvider>
      <Profiler id="mantine" onRender={(_id, phase) => phases.push(phase)}>
        {ui}
      </Profiler>
    </MantineProvider>,
  );
  return phases;
}

describe('Mantine components at mount', () => {
  it('render once', () => {
    expect(commitsOfMount(<Checkbox label="Select row" />)).toEqual(['mount']);
    expect(commitsOfMount(<TextInput label="Filter" />)).toEqual(['mount']);
  });

  it('still link their label and input, with distinct ids', () => {
    render(
      <MantineProvider>
        <TextInput label="First" />
        <TextInput label="Second" />
      </MantineProvider>,
    );
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });
});
