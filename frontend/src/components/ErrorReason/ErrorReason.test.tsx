import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ClusterErrorInfo } from '../../api/errors';
import { renderWithProviders } from '../testUtils';
import { ErrorReason } from './ErrorReason';

/** A 400 answer with a reason and a different cause, as the request layer reports it. */
const refusal: ClusterErrorInfo = {
  kind: 'api',
  code: 'api',
  status: 400,
  statusText: 'Bad Request',
  message: 'HTTP 400',
  body: {
    error: {
      type: 'illegal_argument_exception',
      reason: 'unknown setting [cluster.bogus]',
      caused_by: { type: 'illegal_argument_exception', reason: 'did you mean [cluster.name]?' },
    },
  },
};

describe('ErrorReason', () => {
  it("shows the cluster's reason and its cause", () => {
    renderWithProviders(<ErrorReason error={refusal} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Reason: unknown setting [cluster.bogus]');
    expect(alert).toHaveTextContent('Caused by: did you mean [cluster.name]?');
  });

  it('words the reason as a refusal when asked to', () => {
    renderWithProviders(<ErrorReason error={refusal} refused />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The cluster refused: unknown setting [cluster.bogus]');
    expect(alert).not.toHaveTextContent('Reason:');
    expect(alert).toHaveTextContent('Caused by: did you mean [cluster.name]?');
  });

  it('shows nothing without an error', () => {
    renderWithProviders(<ErrorReason error={undefined} refused />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
