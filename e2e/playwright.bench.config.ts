import { defineConfig } from '@playwright/test';
import type { EngineKind } from './fixtures/engines';
import suite from './playwright.config';

// The benchmarks written as Playwright tests (bench/*.bench.ts), on the suite's fixtures: the
// release binary and a real engine per project. Not part of the test run (its testDir is specs/):
//   npx playwright test -c playwright.bench.config.ts [--project=elasticsearch]
// One worker: the figures are only worth anything when nothing else of this run competes.
export default defineConfig<{ engineKind: EngineKind }>({
  ...suite,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { ...suite.use, trace: 'off', screenshot: 'off' },
});
