import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// The layers of src/ (docs/architecture.md): app/ composes the features; each feature is one
// screen (or one area such as clusters and settings) and never imports another feature; the
// shared layers below import only what MAY_IMPORT lists. Only run-time imports count: a lower
// layer may name an upper one's types (`import type`), which exist only while type checking.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// What each shared layer may import at run time (besides packages and its own folder).
// engine/ knows the engines (versions, their REST paths, disk watermarks, index name rules, which
// requests only read, the console's IndexedDB); lib/ holds only framework-free generic helpers.
const MAY_IMPORT = {
  preferences: ['store', 'lib'],
  store: ['i18n', 'engine', 'lib'],
  routing: ['lib'],
  components: ['api', 'i18n', 'engine', 'lib'],
  api: ['engine', 'lib'],
  i18n: ['lib'],
  engine: ['lib'],
  lib: [],
};
const LAYERS = ['app', 'features', ...Object.keys(MAY_IMPORT)];

const layerZones = [
  ...Object.entries(MAY_IMPORT).map(([layer, allowed]) => ({
    target: `./src/${layer}`,
    from: LAYERS.filter((other) => other !== layer && !allowed.includes(other)).map(
      (other) => `./src/${other}`,
    ),
    message: `src/${layer} may import only ${allowed.length ? allowed.map((other) => `src/${other}`).join(', ') : 'packages'}.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app at run time; move what they share below them.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move what they share to a shared layer.',
  })),
];

/** The rule, with imports of types only let through (they leave no trace in the built app). */
function runTimeImportsOnly(rule) {
  const typeOnly = (node) =>
    node.importKind === 'type' ||
    node.exportKind === 'type' ||
    (node.specifiers?.length > 0 &&
      node.specifiers.every(
        (specifier) => (specifier.importKind ?? specifier.exportKind) === 'type',
      ));
  return {
    ...rule,
    create(context) {
      const listeners = rule.create(context);
      const skipTypes = (listener) => listener && ((node) => typeOnly(node) || listener(node));
      return {
        ...listeners,
        ImportDeclaration: skipTypes(listeners.ImportDeclaration),
        ExportNamedDeclaration: skipTypes(listeners.ExportNamedDeclaration),
      };
    },
  };
}

const layers = {
  rules: { 'no-restricted-paths': runTimeImportsOnly(importX.rules['no-restricted-paths']) },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, layers },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'layers/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // The engine profile is the one place that turns an engine's name into what it offers:
    // outside it, code asks the profile (security API, lifecycle API...) rather than the name.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/engine/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression:has(MemberExpression > Identifier.property[name='distribution']):has(Literal[value=/^(elasticsearch|opensearch)$/])",
          message:
            'Ask the engine profile (engine/profile.ts) for what the engine offers instead of comparing its name.',
        },
      ],
    },
  },
  {
    // Tests may build the whole app's store and router around the code they test.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/testUtils.{ts,tsx}'],
    rules: { 'layers/no-restricted-paths': 'off' },
  },
);
