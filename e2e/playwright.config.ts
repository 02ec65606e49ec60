import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './fixtures/chromiumArgs.mjs';
import type { EngineKind } from './fixtures/engines';
import { chromiumPath } from './fixtures/tools';

const ci = Boolean(process.env.CI);

// Each run writes to a folder of its own (Playwright empties its output folder when it starts),
// so runs started at the same time in one checkout keep their traces. Set in the runner,
// inherited by its workers.
process.env.SHARDSCOPE_E2E_RUN ??= String(process.pid);

export default defineConfig<{ engineKind: EngineKind }>({
  testDir: './specs',
  outputDir: `./test-results/run-${process.env.SHARDSCOPE_E2E_RUN}`,
  globalSetup: './fixtures/globalSetup.ts',
  globalTeardown: './fixtures/globalTeardown.ts',
  // Two cores: one worker per engine project keeps the browser, the server and the engine fed.
  workers: 2,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Generous: they only matter when something is wrong, and a busy 2-core machine is slow.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['./fixtures/summaryReporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_ARGS],
    },
    // A failed test's retry records its trace: every action with the page's DOM before and after
    // it, the network and the console (locally, `--trace on` records it on the first run).
    // Recording every passing test's trace cost a fifth of the suite's processor time, and the
    // screencast of every frame a third more; the screenshot at the failure is kept.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'elasticsearch', use: { engineKind: 'elasticsearch' } },
    { name: 'opensearch', use: { engineKind: 'opensearch' } },
  ],
});
