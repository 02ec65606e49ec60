import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DownloadButton } from './DownloadButton';

afterEach(() => vi.restoreAllMocks());

function captureDownload() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}

describe('DownloadButton', () => {
  it('saves the JSON under the given name', async () => {
    const { blobs, click } = captureDownload();
    renderWithProviders(
      <DownloadButton data={{ hits: [] }} fileName="search.json" label="Download as JSON" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download as JSON' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('search.json');
    expect(link.href).toBe('blob:download');
    expect(blobs[0].type).toBe('application/json;charset=utf-8');
    expect(await blobs[0].text()).toBe('{\n  "hits": []\n}');
  });

  it('is labelled Download and saves file.txt by default', () => {
    const { click } = captureDownload();
    renderWithProviders(<DownloadButton data="plain" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('file.txt');
  });
});
