import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createTranslations, currentTranslations, setTranslations } from '../../i18n/translate';
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

describe('StatusDot labels', () => {
  it('follows a change of language', async () => {
    const english = currentTranslations();
    const view = renderWithProviders(<StatusDot status="green" />);
    expect(screen.getByRole('img', { name: 'Health: green' })).toBeInTheDocument();
    try {
      act(() =>
        setTranslations(
          createTranslations('fr', { components: { statusDot: { green: 'Santé : vert' } } }),
        ),
      );
      view.rerender(<StatusDot status="green" />);
      expect(screen.getByRole('img', { name: 'Santé : vert' })).toBeInTheDocument();
    } finally {
      setTranslations(english);
    }
  });
});
