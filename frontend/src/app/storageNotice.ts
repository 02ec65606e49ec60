// Tells the user which stored settings could not be read at start and were replaced by defaults.
import type { TranslationKey } from '../i18n/translate';
import type { NotifyInput } from '../components/Notifications/notificationStore';

type Translate = (key: TranslationKey, params?: Record<string, string>) => string;

export function droppedStorageNotice(keys: readonly string[], t: Translate): NotifyInput | null {
  if (keys.length === 0) return null;
  return {
    color: 'yellow',
    // Stays until closed: the user should get to read which settings were reset.
    timeout: 0,
    title: t('app.storage.droppedTitle'),
    body: t('app.storage.droppedBody', { keys: keys.join(', ') }),
  };
}
