import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testUtils';
import { Marks } from './Marks';

describe('Marks', () => {
  it('shows the marks that hold, each kept whole in a narrow column', () => {
    renderWithProviders(<Marks marks={['reserved', false, 'hidden']} />);
    expect(screen.getByText('reserved')).toBeInTheDocument();
    expect(screen.queryByText('false')).toBeNull();
    const badge = screen.getByText('hidden').closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ flexShrink: '0', minWidth: 'max-content' });
  });

  it('shows nothing without a mark', () => {
    const { container } = renderWithProviders(<Marks marks={[false]} />);
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
  });
});
