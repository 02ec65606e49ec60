import { screen } from '@testing-library/react';
import { renderWithStore } from '../test/renderWithStore';
import { APP_VERSION, BUILD_ID, displayVersion } from '../lib/buildInfo';
import { Footer } from './Footer';
import { PROJECT_DOCS_URL, PROJECT_SOURCE_URL } from './Footer';

describe('Footer', () => {
  it('shows the product name, the version with its build, the year and the links', async () => {
    await renderWithStore(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(BUILD_ID).not.toBe('');
    expect(footer).toHaveTextContent(`Shardscope ${APP_VERSION}+${BUILD_ID}`);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      PROJECT_SOURCE_URL,
    );
    expect(screen.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      PROJECT_DOCS_URL,
    );
    // External pages open apart from the console and cannot reach back into it.
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('displayVersion', () => {
  it('appends the build as semver build metadata', () => {
    expect(displayVersion('0.1.0', '3f2a9c1')).toBe('0.1.0+3f2a9c1');
  });

  it('shows the bare version when there is no build', () => {
    expect(displayVersion('0.1.0', '')).toBe('0.1.0');
  });
});
