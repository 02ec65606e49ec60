// Fixtures of the index settings dialog tests: a fake cluster serving the settings of logs and
// acknowledging writes, the dialog rendered on it, and its form's fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, vi } from 'vitest';
import { setWriteConfirmer } from '../../../api/client';
import { installFakeFetch, jsonResponse, type RecordedRequest } from '../../../api/testFetch';
import type { Cluster } from '../../../api/types';
import { dismissAllNotifications } from '../../../components/Notifications/notificationStore';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { IndexSettingsDialog } from './IndexSettingsDialog';

/** Clears what a test leaves: the write confirmer, the fake cluster and its notifications. */
function cleanUp() {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
  dismissAllNotifications();
}

/** Tests of the dialog: each may take up to a minute on a busy machine, and is cleared after. */
export function describeDialog(name: string, tests: () => void) {
  describe(name, { timeout: 60_000 }, () => {
    afterEach(cleanUp);
    tests();
  });
}

// GET logs/_settings?flat_settings=true(&include_defaults=true) on Elasticsearch 8, cut down.
const SET = {
  'index.creation_date': '1718000000000',
  'index.number_of_replicas': '1',
  'index.number_of_shards': '1',
  'index.provided_name': 'logs',
};
const DEFAULTS = {
  'index.codec': 'default',
  'index.max_result_window': '10000',
  'index.refresh_interval': '1s',
};

const REFUSED = {
  error: {
    root_cause: [{ type: 'illegal_argument_exception', reason: 'unknown setting [index.codex]' }],
    type: 'illegal_argument_exception',
    reason: 'unknown setting [index.codex]',
  },
  status: 400,
};

/**
 * Serves the settings and acknowledges every write, but `failing` ('PUT /logs/_settings'); the
 * answer to `held` waits for `until`.
 */
export function serve(
  failing?: string,
  hold?: { request: string; until: Promise<void> },
): RecordedRequest[] {
  return installFakeFetch(async (request) => {
    const url = new URL(request.url);
    const line = `${request.method} ${url.pathname}`;
    if (line === hold?.request) await hold.until;
    if (line === failing) return jsonResponse(REFUSED, 400);
    if (request.method === 'GET') {
      const withDefaults = url.searchParams.get('include_defaults') === 'true';
      return jsonResponse({
        logs: withDefaults ? { settings: SET, defaults: DEFAULTS } : { settings: SET },
      });
    }
    return jsonResponse({ acknowledged: true, shards_acknowledged: true });
  }).calls;
}

/** Renders the dialog on `indices` of `cluster`. */
export function renderDialog(
  indices: readonly string[],
  cluster: Partial<Cluster> = {},
  options: { closed?: ReadonlySet<string>; onClose?: () => void } = {},
) {
  const { closed, onClose = vi.fn() } = options;
  return renderScreen(<IndexSettingsDialog indices={indices} closed={closed} onClose={onClose} />, {
    connection: testConnection([testCluster(cluster)], 0),
  });
}

export const SLOW = { timeout: 15_000 };
export const sent = (call: RecordedRequest) => {
  const url = new URL(call.url);
  return `${call.method} ${url.pathname}${url.search}`;
};
export const writes = (calls: RecordedRequest[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [sent(call), call.body]);
/** The table once its first rows are in. */
export const loaded = async () =>
  within(await screen.findByRole('table', { name: 'Settings of logs' }, SLOW)).findByText(
    'index.number_of_replicas',
    undefined,
    SLOW,
  );
export const keyField = () => screen.getByRole('textbox', { name: 'Setting' });
export const valueField = () => screen.getByRole('textbox', { name: /^Value/ });

/** Types a setting and its value into the form. */
export async function typeSetting(key: string, value: string) {
  await userEvent.type(keyField(), key);
  await userEvent.type(valueField(), value);
}
