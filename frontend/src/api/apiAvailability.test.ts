import { describe, expect, it } from 'vitest';
import { apiUnavailable } from './apiAvailability';
import { apiFailure, NETWORK_FAILURE } from '../test/clusterErrors';

const SECURITY = {
  error: {
    root_cause: [
      {
        type: 'security_exception',
        reason: 'action [indices:admin/ilm/explain] is unauthorized for user [viewer]',
      },
    ],
    type: 'security_exception',
    reason: 'action [indices:admin/ilm/explain] is unauthorized for user [viewer]',
  },
  status: 403,
};

describe('apiUnavailable', () => {
  it('reads 403 as a user without the privilege, with the engine reason in words', () => {
    expect(apiUnavailable(apiFailure(403, SECURITY))).toEqual({
      why: 'forbidden',
      reason: 'action [indices:admin/ilm/explain] is unauthorized for user [viewer]',
    });
  });

  it('reads 404 and 405 as an API the cluster does not serve', () => {
    const missing = apiUnavailable(
      apiFailure(404, { error: 'Incorrect HTTP method for uri [/_plugins/_ism/explain]' }),
    );
    expect(missing).toEqual({
      why: 'missing',
      reason: 'Incorrect HTTP method for uri [/_plugins/_ism/explain]',
    });
    expect(apiUnavailable(apiFailure(405, '', 'Method Not Allowed'))?.why).toBe('missing');
  });

  it('reads 400 "no handler found" as a missing API, any other 400 not', () => {
    const noHandler = {
      error: 'no handler found for uri [/_plugins/_ism/explain/*,.*] and method [GET]',
    };
    expect(apiUnavailable(apiFailure(400, noHandler))).toEqual({
      why: 'missing',
      reason: 'no handler found for uri [/_plugins/_ism/explain/*,.*] and method [GET]',
    });
    expect(
      apiUnavailable(
        apiFailure(400, {
          error: {
            type: 'illegal_argument_exception',
            reason: 'request [/_plugins/_ism/explain] contains unrecognized parameter: [x]',
          },
        }),
      )?.why,
    ).toBe('missing');
    expect(
      apiUnavailable(
        apiFailure(400, { error: { type: 'parse_exception', reason: 'bad filter_path' } }),
      ),
    ).toBeNull();
  });

  it('reads an API name taken for an index as a missing API, a bad index name of the user not', () => {
    const asIndex = (reason: string) =>
      apiFailure(400, {
        error: { type: 'invalid_index_name_exception', reason, index: '_data_stream' },
        status: 400,
      });
    expect(
      apiUnavailable(asIndex("Invalid index name [_data_stream], must not start with '_'.")),
    ).toEqual({
      why: 'missing',
      reason: "Invalid index name [_data_stream], must not start with '_'.",
    });
    expect(apiUnavailable(asIndex('Invalid index name [Logs], must be lowercase'))).toBeNull();
  });

  it('reads security that is not enabled as a missing API, whatever the status', () => {
    const reason =
      'Security must be explicitly enabled when using a [basic] license. Enable security by setting [xpack.security.enabled] to [true] in the elasticsearch.yml file and restart the node.';
    for (const status of [400, 500]) {
      expect(
        apiUnavailable(apiFailure(status, { error: { type: 'exception', reason }, status })),
      ).toEqual({ why: 'missing', reason });
    }
  });

  it('gives no verdict on a server error, a network failure or no error', () => {
    expect(
      apiUnavailable(apiFailure(500, { error: { type: 'exception', reason: 'boom' } })),
    ).toBeNull();
    expect(apiUnavailable(NETWORK_FAILURE)).toBeNull();
    expect(apiUnavailable(undefined)).toBeNull();
    expect(apiUnavailable('oops')).toBeNull();
  });
});
