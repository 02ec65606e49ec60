// The page's early script (assets/early-<hash>.js, built alone by vite.config.ts): it names the
// kept language's strings as a module preload (i18n/languageCode.ts) and asks the shown cluster
// for its first data (early.ts).
import { preloadLanguage } from '../../i18n/languageCode';
import { startEarly } from './early';

preloadLanguage(document);
startEarly();
