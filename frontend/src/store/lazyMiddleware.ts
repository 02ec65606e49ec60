// Middleware added after the store exists: the cluster data cache's arrives with the screens, and
// a screen's own (the REST console's tab writer) with its data. Installing one again is a no-op.
import { createDynamicMiddleware } from '@reduxjs/toolkit';

export const lazyMiddleware = createDynamicMiddleware();
