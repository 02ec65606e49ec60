/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryGuard } from './plugins/entryGuard.ts';
import { lazyCodeList } from './plugins/lazyCode.ts';
import { minifiedLocaleText } from './plugins/localeText.ts';
import { bundledScript, pageScripts, writtenScript } from './plugins/pageScripts.ts';
import { routeCodeList } from './plugins/routeCode.ts';
import { startScreenGroup, startScreenGuard, type StartScreen } from './plugins/startScreen.ts';

/**
 * The dashboard, which a visit to the console's address opens, and the live card it loads after its
 * first answers: the code they share with other screens is a file of its own (plugins/startScreen.ts).
 */
const START_SCREEN: StartScreen = {
  name: 'dashboard',
  roots: ['HomeScreen.tsx', 'LiveCard.tsx'].map(
    (file) => new URL(`./src/features/home/${file}`, import.meta.url),
  ),
  exclude: /codemirror|@lezer|[\\/]locales[\\/]|[\\/]metrics[\\/]/,
  shared: 'screens',
};

const packageJson = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** The short git commit of the build, or the build time when the sources are not in git. */
function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  }
}

// Test environments: component tests (*.test.tsx) run in happy-dom; pure logic tests (*.test.ts)
// run in plain Node, which starts in a fraction of the time, except these, which read browser
// storage, the DOM or the page's location. A new *.test.ts that needs the browser goes here.
const DOM_UNIT_TESTS = [
  'src/api/earlyAnswers.test.ts',
  'src/api/metrics/nodeStats.test.ts',
  'src/api/metrics/stats.worker.test.ts',
  'src/app/frame/frame.test.ts',
  'src/app/frame/pageCode.test.ts',
  'src/components/charts/chartDraw.worker.test.ts',
  'src/app/lazyCode.test.ts',
  'src/app/persistence.test.ts',
  'src/app/store.test.ts',
  'src/app/theme/themeSlice.test.ts',
  'src/components/CodeEditor/codeEditorSlice.test.ts',
  'src/components/Notifications/pendingNotification.test.ts',
  'src/components/ResizableContainer/resizeSlice.test.ts',
  'src/features/clusters/connection/connectionParse.test.ts',
  'src/features/clusters/connection/sessionSecrets.test.ts',
  'src/features/clusters/connection/startup.test.ts',
  'src/features/clusters/secret/forgetSessionSecret.test.ts',
  'src/features/rest/restSlice.test.ts',
  'src/features/settings/backup/backupSecrets.test.ts',
  'src/features/settings/backup/backupStorage.test.ts',
  'src/features/settings/backup/importBackup.test.ts',
  'src/features/settings/backup/importFile.test.ts',
  'src/features/settings/reset/resetApp.test.ts',
  'src/features/settings/update/installationUuid.test.ts',
  'src/features/shards/recovery/shardRecoverySlice.test.ts',
  'src/features/shards/grid/shardsSlice.test.ts',
  'src/i18n/languageCode.test.ts',
  'src/i18n/languageSlice.test.ts',
  'src/lib/persistedArea.test.ts',
  'src/lib/storage.test.ts',
  'src/preferences/indicesPreferences.test.ts',
  'src/preferences/nodesPreferences.test.ts',
  'src/preferences/searchPreferences.test.ts',
  // Replaces the metrics history with vi.mock, which a module graph shared with other files
  // would keep for them too.
  'src/api/metrics/sampler.test.ts',
];
// Component tests (*.test.tsx) share one module graph per worker (see src/test/freshModules.ts),
// but for those that replace a module with vi.mock, which would stay replaced for the files after
// them: each of those runs in a graph of its own.
const MOCKING_COMPONENT_TESTS = readdirSync(new URL('./src', import.meta.url), { recursive: true })
  .map((file) => `src/${String(file).replaceAll('\\', '/')}`)
  .filter((file) => file.endsWith('.test.tsx'))
  .filter((file) =>
    /\bvi\.mock\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')),
  );
// A moved or renamed test must not silently fall back to plain Node.
for (const file of DOM_UNIT_TESTS) {
  if (!existsSync(new URL(`./${file}`, import.meta.url))) {
    throw new Error(`vite.config.ts: DOM_UNIT_TESTS names ${file}, which does not exist`);
  }
}

/**
 * Mantine's useId starts with React's id and swaps it for a random one in a layout effect after
 * the mount, a fallback from before React had useId. So every Checkbox, input, Select, Menu and
 * Popover rendered a second time before the page could paint. React 19's id is unique and
 * stable, so the swap goes: the module keeps its API and returns React's id (or the id given).
 * Applied to the build, the dev server and the tests' pre-bundled Mantine alike.
 */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

function mantineReactId() {
  return {
    name: 'shardscope:mantine-react-id',
    transform(code: string, id: string) {
      if (!MANTINE_USE_ID.test(id)) return null;
      if (!code.includes('setUuid(randomId())')) {
        throw new Error(
          `vite.config.ts: ${id} changed; check that mantineReactId() still replaces it as meant`,
        );
      }
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}

// The tests in happy-dom get the UI libraries bundled into one file each instead of hundreds of
// modules that every test file evaluated again: the import phase takes half the time. Every
// CodeMirror package is listed: a bundled copy beside an unbundled one breaks its instanceof
// checks ("multiple instances of @codemirror/state").
const DOM_DEPS = {
  optimizer: {
    client: {
      enabled: true,
      rolldownOptions: { plugins: [mantineReactId()] },
      include: [
        '@mantine/core',
        '@mantine/hooks',
        '@tabler/icons-react',
        '@reduxjs/toolkit',
        'react-redux',
        'react-router-dom',
        '@tanstack/react-table',
        '@tanstack/react-virtual',
        '@codemirror/autocomplete',
        '@codemirror/lint',
        '@codemirror/commands',
        '@codemirror/lang-json',
        '@codemirror/language',
        '@codemirror/search',
        '@codemirror/state',
        '@codemirror/view',
        '@lezer/highlight',
        '@replit/codemirror-vim',
      ],
    },
  },
};

// Relative asset URLs: the server sets <base href> at run time, so one build serves any base path.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    pageScripts([
      writtenScript('frame', new URL('./frame.js', import.meta.url)),
      bundledScript('early', new URL('./src/app/frame/earlyScript.ts', import.meta.url)),
    ]),
    mantineReactId(),
    minifiedLocaleText(),
    lazyCodeList([START_SCREEN.shared]),
    routeCodeList(),
    startScreenGuard(START_SCREEN),
    entryGuard([
      {
        pattern: /[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/,
        why: 'the data cache comes with the first screen, preloaded beside the entry',
      },
      {
        pattern: /[\\/]@codemirror[\\/]|[\\/]@lezer[\\/]/,
        why: 'the code editor loads when shown',
      },
    ]),
  ],
  optimizeDeps: { rolldownOptions: { plugins: [mantineReactId()] } },
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __BUILD_ID__: JSON.stringify(process.env.SHARDSCOPE_BUILD_ID || buildId()),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // One style sheet for the whole app (the screens' own styles add about 30 KB to the
    // entry's 235 KB): a screen's code then starts to load at the click, where with a sheet of
    // its own the loader first waits for the sheet's load event, about 30 ms.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the first page needs, in one file: the browser fetches and compiles
            // one script instead of a score of small ones that all have to arrive first.
            { name: 'app', tags: ['$initial'] },
            // What the dashboard shares with other screens: the start screen runs only its own.
            startScreenGroup(START_SCREEN),
            // What two or more screens share (tables, inputs, the data cache): one file fetched
            // with the first screen, instead of a score of small ones each screen waits for.
            // The code editor and the locales stay apart: most visits never need them; so do
            // the live metrics (sampler, history), which the dashboard and the nodes table load
            // in idle time after their first answers.
            {
              name: 'screens',
              minShareCount: 2,
              test: (id: string) =>
                !/codemirror|@lezer|@replit|aws4fetch|[\\/]locales[\\/]|[\\/]metrics[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    globals: true,
    css: false,
    // Component tests render Mantine in happy-dom; on a busy two-core machine one can take over 5 s.
    testTimeout: 20000,
    // One test file per core: the runner's own process is idle while files run (the default
    // leaves a core unused, which on two cores doubles the run).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // Pure functions without globals: the files can share one module graph per worker.
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'plugins/**/*.test.ts'],
          exclude: DOM_UNIT_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          deps: DOM_DEPS,
          setupFiles: ['./src/test/setup.ts'],
          include: [...DOM_UNIT_TESTS, ...MOCKING_COMPONENT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          isolate: false,
          deps: DOM_DEPS,
          setupFiles: ['./src/test/freshModules.ts', './src/test/setup.ts'],
          include: ['src/**/*.test.tsx'],
          exclude: MOCKING_COMPONENT_TESTS,
        },
      },
    ],
  },
});
