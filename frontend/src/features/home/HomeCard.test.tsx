import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../components/testUtils';
import { HomeCard } from './HomeCard';

describe('HomeCard', () => {
  it('is a section named by its heading, with its content inside', () => {
    renderWithProviders(<HomeCard title="Disk">fullest node</HomeCard>);
    const card = screen.getByRole('region', { name: 'Disk' });
    expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Disk' }));
    expect(card).toHaveTextContent('fullest node');
  });
});
