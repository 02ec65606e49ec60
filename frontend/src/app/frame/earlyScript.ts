// The page's early script (assets/early-<hash>.js, built alone by vite.config.ts): see early.ts.
import { startEarly } from './early';

startEarly();
