import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestState } from '../../api/types';
import { renderWithProviders } from '../testUtils';
import { LoaderStatus } from './LoaderStatus';

const idle: RequestState = {
  loading: false,
  networkError: false,
  apiError: false,
  apiErrorMessage: '',
  status: -1,
};

describe('LoaderStatus', () => {
  it('shows the content when the call succeeded', () => {
    renderWithProviders(<LoaderStatus state={{ ...idle, status: 200 }}>nodes table</LoaderStatus>);
    expect(screen.getByText('nodes table')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('frames the content with two progress bars while loading', () => {
    renderWithProviders(
      <LoaderStatus state={{ ...idle, loading: true }}>nodes table</LoaderStatus>,
    );
    expect(screen.getAllByRole('progressbar', { name: 'Loading' })).toHaveLength(2);
    expect(screen.getByText('nodes table')).toBeInTheDocument();
  });

  it('keeps the content mounted when the answer arrives: its state and focus stay', async () => {
    const user = userEvent.setup();
    const content = <input aria-label="Filter" />;
    const { rerender } = renderWithProviders(
      <LoaderStatus state={{ ...idle, loading: true }}>{content}</LoaderStatus>,
    );
    const field = screen.getByRole('textbox', { name: 'Filter' });
    await user.type(field, 'logs');
    rerender(<LoaderStatus state={{ ...idle, status: 200 }}>{content}</LoaderStatus>);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toBe(field);
    expect(field).toHaveValue('logs');
    expect(field).toHaveFocus();
  });

  it('shows the API error with Copy error instead of the content', () => {
    renderWithProviders(
      <LoaderStatus
        state={{ ...idle, apiError: true, status: 404, apiErrorMessage: 'Index not found' }}
      >
        nodes table
      </LoaderStatus>,
    );
    expect(screen.getByText('Error: Index not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy error' })).toBeInTheDocument();
    expect(screen.queryByText('nodes table')).not.toBeInTheDocument();
  });

  it('names the cluster address on a network error', () => {
    renderWithProviders(
      <LoaderStatus state={{ ...idle, networkError: true }} uri="http://localhost:9200" />,
    );
    expect(screen.getByText('Network error, cannot access your cluster.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:9200' })).toHaveAttribute(
      'href',
      'http://localhost:9200',
    );
  });

  it('never links an address that is not http(s)', () => {
    renderWithProviders(
      <LoaderStatus state={{ ...idle, networkError: true }} uri="javascript:alert(1)" />,
    );
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an error message from the cluster as text', () => {
    const message = '{"error":"<script>alert(1)</script>"}';
    renderWithProviders(
      <LoaderStatus state={{ ...idle, apiError: true, apiErrorMessage: message }} />,
    );
    expect(screen.getByText(`Error: ${message}`)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it("shows the cluster's reason and its cause rather than the raw answer", () => {
    const raw = '{"error":{"type":"parsing_exception","reason":"unknown query [bogus]"}}';
    const apiErrorReason = {
      reason: 'unknown query [bogus]',
      cause: '[1:19] unknown field [bogus]',
    };
    renderWithProviders(
      <LoaderStatus
        state={{ ...idle, apiError: true, status: 400, apiErrorMessage: raw, apiErrorReason }}
      />,
    );
    expect(screen.getByText('Error: unknown query [bogus]')).toBeInTheDocument();
    expect(screen.getByText('Caused by: [1:19] unknown field [bogus]')).toBeInTheDocument();
    expect(screen.queryByText(raw, { exact: false })).not.toBeInTheDocument();
  });
});
