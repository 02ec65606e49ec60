import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { StatusDot } from './StatusDot';

describe('StatusDot', () => {
  it('names the health it shows', () => {
    renderWithProviders(<StatusDot status="yellow" />);
    expect(screen.getByRole('img', { name: 'Health: yellow' })).toBeInTheDocument();
  });

  it('shows a spinner instead while loading', () => {
    renderWithProviders(<StatusDot status="green" loading />);
    expect(screen.queryByRole('img', { name: 'Health: green' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Checking health')).toBeInTheDocument();
  });
});
