// The page's early script (assets/early-<hash>.js, built alone by vite.config.ts): it asks the
// shown cluster for its first data (early.ts) and names the code the page runs first as preloads
// once the page has painted (pageCode.ts).
import { startEarly } from './early';
import { namePageCodeAfterPaint } from './pageCode';

startEarly();
namePageCodeAfterPaint(document);
