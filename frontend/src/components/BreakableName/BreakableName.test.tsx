import { expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { BreakableName } from './BreakableName';

it('puts a break after each separator, and keeps repeated parts and cluster text as text', () => {
  const { container } = render(<BreakableName name="a-a-<b>.logs_x" />);
  const span = container.firstElementChild!;
  expect(span.innerHTML).toBe('a-<wbr>a-<wbr>&lt;b&gt;.<wbr>logs_<wbr>x');
  expect(span).toHaveTextContent('a-a-<b>.logs_x');
});

it('writes a name without separators whole', () => {
  const { container } = render(<BreakableName name="plain" />);
  expect(container.firstElementChild!.innerHTML).toBe('plain');
});
