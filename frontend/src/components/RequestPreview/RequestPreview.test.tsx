import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { RequestPreview } from './RequestPreview';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset();
  writeText.mockResolvedValue();
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('RequestPreview', () => {
  it('shows the request under its own heading and copies it as curl', async () => {
    renderWithProviders(
      <RequestPreview
        request={{ method: 'PUT', path: 'logs/_mapping', body: { a: 1 } }}
        testId="request"
      />,
    );
    expect(screen.getByText('Request')).toBeInTheDocument();
    expect(screen.getByTestId('request')).toHaveTextContent('PUT logs/_mapping { "a": 1 }');
    fireEvent.click(screen.getByRole('button', { name: 'Copy as curl' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^curl -X PUT "\$CLUSTER_URL/));
  });

  it('says why nothing can be sent yet, with nothing to copy', () => {
    renderWithProviders(<RequestPreview request={null} problem="The body is not JSON" />);
    expect(screen.getByRole('status')).toHaveTextContent('The body is not JSON');
    expect(screen.queryByRole('button', { name: 'Copy as curl' })).toBeNull();
  });
});
