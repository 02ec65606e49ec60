import { describe, expect, it } from 'vitest';
import { securityUnavailable } from './securityUnavailable';

import { apiFailure, engineError, NETWORK_FAILURE } from '../../test/clusterErrors';

const apiError = (status: number, reason: string) =>
  apiFailure(status, engineError(status, 'security_exception', reason));

describe('securityUnavailable', () => {
  it('tells a cluster without the API from one where security is off, and a refused user', () => {
    expect(securityUnavailable('opendistro', apiError(404, 'no handler found for uri'))).toEqual({
      why: 'missing',
      reason: 'no handler found for uri',
    });
    expect(
      securityUnavailable(
        'xpack',
        apiError(500, 'Security must be explicitly enabled when using a [basic] license.'),
      )?.why,
    ).toBe('disabled');
    expect(securityUnavailable('xpack', apiError(403, 'action is unauthorized'))?.why).toBe(
      'forbidden',
    );
    expect(securityUnavailable('none', undefined)?.why).toBe('missing');
  });

  it('gives no verdict on a failure that says nothing of the API', () => {
    expect(securityUnavailable('xpack', apiError(500, 'node closed'))).toBeNull();
    expect(securityUnavailable('xpack', NETWORK_FAILURE)).toBeNull();
    expect(securityUnavailable('xpack', undefined)).toBeNull();
  });
});
