import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../components/testUtils';
import { MetadataField } from './MetadataField';

describe('MetadataField', () => {
  it('takes the JSON in the monospace font, its label in the page font, and says what is wrong', () => {
    renderWithProviders(
      <MetadataField label="Metadata" value="{" problem="Not an object" onChange={() => {}} />,
    );
    const field = screen.getByRole('textbox', { name: 'Metadata' });
    const monospace = /font-family:\s*var\(--mantine-font-family-monospace\)/;
    expect(field.getAttribute('style')).toMatch(monospace);
    const root = field.closest('.mantine-Textarea-root');
    expect(root?.getAttribute('style') ?? '').not.toMatch(monospace);
    expect(screen.getByText('Not an object')).toBeInTheDocument();
  });
});
