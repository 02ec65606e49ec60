// Creating an API key outside the store: the answer holds the key's secret, which only the dialog
// that shows it once keeps (component state, dropped when it closes). The key list is asked
// again once the cluster made the key.
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { activeClusterTarget, requireActiveClusterTarget } from '../../../api/clusterApi';
import { createApiKey, type NewApiKey } from '../../../api/operations/securityApiKeys';
import { readCreatedKey, type CreatedApiKey } from '../../../engine/apiKeyRequests';
import { useAppDispatch } from '../../../store/hooks';
import { useTranslation } from '../../../i18n/translate';
import { apiKeysApi } from './apiKeysApi';

export function useApiKeyCreation(): (key: NewApiKey) => Promise<CreatedApiKey> {
  const store = useStore();
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  return useCallback(
    async (key: NewApiKey) => {
      const target = requireActiveClusterTarget(store.getState());
      const answer = await createApiKey(target, key);
      if (activeClusterTarget(store.getState())?.uri === target.uri)
        dispatch(apiKeysApi.util.invalidateTags(['SecurityApiKeys']));
      const created = readCreatedKey(answer);
      if (created === null) throw new Error(t('security.keys.create.noKey'));
      return created;
    },
    [store, dispatch, t],
  );
}
