import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/testUtils';
import colours from './changeColours.module.css';
import { ChangePreview } from './ChangePreview';

const lineOf = (text: string) => screen.getByText(text).closest('div');

describe('ChangePreview', () => {
  it('marks added and removed lines in words and in colours readable in both themes', () => {
    renderWithProviders(
      <ChangePreview title="What changes" before={'kept\nold-line'} after={'kept\nnew-line'} />,
    );
    const region = screen.getByRole('region', { name: 'What changes' });
    expect(region).toHaveTextContent('removed: - old-line');
    expect(region).toHaveTextContent('added: + new-line');
    expect(lineOf('new-line')).toHaveClass(colours.added);
    expect(lineOf('old-line')).toHaveClass(colours.removed);
    expect(lineOf('kept')?.className).not.toContain(colours.added);
  });

  it('says so when nothing changes', () => {
    renderWithProviders(<ChangePreview title="What changes" before="a" after="a" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing changes.');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
