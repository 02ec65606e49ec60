import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Protection } from '../../../api/types';
import { testCluster, testConnection } from '../../../test/fixtures';
import { renderScreen } from '../../../test/renderScreen';
import { newTab, type StoredTab } from '../tabs/tabs';
import { RestForm } from './RestForm';

const tab = (method: string, path: string): StoredTab => ({
  ...newTab('Tab 1', 1, { method, path, body: '{}' }),
  id: 1,
});

async function renderForm(protection: Protection, method: string, path: string) {
  const cluster = testCluster({ name: 'production', protection });
  const onSend = vi.fn();
  await renderScreen(
    <RestForm
      tab={tab(method, path)}
      cluster={cluster}
      sending={false}
      onChange={() => undefined}
      onSend={onSend}
      onSave={() => undefined}
    />,
    { connection: testConnection([cluster], 0) },
    '/cluster/0/rest',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  return onSend;
}

describe('RestForm on a read-only cluster', () => {
  it('keeps a write back and says why, under the request line', async () => {
    const onSend = await renderForm('read-only', 'DELETE', 'logs');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByTestId('rest-read-only-refusal')).toHaveTextContent(
      'Not sent: production is read-only, and DELETE logs is not a read.',
    );
  });

  it('sends reads, a search with POST among them', async () => {
    const onSend = await renderForm('read-only', 'POST', 'logs/_search');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rest-read-only-refusal')).toBeNull();
  });

  it('sends writes to a cluster that is not read-only', async () => {
    const onSend = await renderForm('confirm-writes', 'DELETE', 'logs');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('rest-read-only-refusal')).toBeNull();
  });
});
