// Reading packages' barrels: which files are one, what they pass on, and which names a module
// imports from a package.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ALL_NAMES,
  barrelExports,
  importedModule,
  isBarrel,
  namesImportedFrom,
} from './barrels.ts';

const CORE = '/app/node_modules/@mantine/core/esm/index.mjs';

const BARREL = `export { RemoveScroll } from 'react-remove-scroll';
export { keys } from './core/utils/keys/keys.mjs';
export { Text } from './components/Text/Text.mjs';
export {
  Modal,
  ModalRoot as Root,
} from './components/Modal/Modal.mjs';
export { default as IconHome } from './icons/IconHome.mjs';
import './core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs';
import * as index from './icons/index.mjs';
export { index as icons };
export * from './more.mjs';
// the end of the list
`;

describe('isBarrel', () => {
  it('is true for a file of re-exports and side-effect imports, comments aside', () => {
    expect(isBarrel(BARREL)).toBe(true);
    expect(isBarrel(`/* license */\nexport * from './a.mjs';\n`)).toBe(true);
  });

  it('is false for a module with code of its own, or with no import at all', () => {
    expect(isBarrel(`import { a } from './a.mjs';\nexport const b = a + 1;\n`)).toBe(false);
    expect(isBarrel(`export { a } from './a.mjs';\nconsole.log('loaded');\n`)).toBe(false);
    expect(isBarrel(`export const a = 1;\n`)).toBe(false);
  });

  it.each([
    ['@mantine/core', 'esm/index.mjs'],
    ['@mantine/hooks', 'esm/index.mjs'],
    ['@tabler/icons-react', 'dist/esm/tabler-icons-react.mjs'],
  ])("holds for the installed %s's index, which the start screen imports by name", (pkg, file) => {
    const path = fileURLToPath(new URL(`../node_modules/${pkg}/${file}`, import.meta.url));
    expect(isBarrel(readFileSync(path, 'utf8'))).toBe(true);
  });
});

describe('barrelExports', () => {
  it('names where each export comes from, under which name, and the other imports', () => {
    const { named, star, sideEffects } = barrelExports(BARREL);
    expect(named.get('Text')).toEqual({ specifier: './components/Text/Text.mjs', name: 'Text' });
    expect(named.get('Root')).toEqual({
      specifier: './components/Modal/Modal.mjs',
      name: 'ModalRoot',
    });
    expect(named.get('IconHome')).toEqual({
      specifier: './icons/IconHome.mjs',
      name: 'default',
    });
    expect(named.has('icons')).toBe(false);
    expect(star).toEqual(['./more.mjs']);
    expect(sideEffects).toEqual([
      './core/MantineProvider/MantineCssVariables/MantineCssVariables.mjs',
    ]);
  });
});

describe('importedModule', () => {
  const ids = [
    '/app/node_modules/@mantine/core/esm/components/Text/Text.mjs',
    '/app/node_modules/react-remove-scroll/dist/es2015/index.js',
  ];

  it('resolves a relative specifier beside the importer and a package by its folder', () => {
    expect(importedModule(CORE, './components/Text/Text.mjs', ids)).toBe(ids[0]);
    expect(importedModule(CORE, 'react-remove-scroll', ids)).toBe(ids[1]);
  });

  it('is undefined for a module the importer does not import', () => {
    expect(importedModule(CORE, './components/Modal/Modal.mjs', ids)).toBeUndefined();
    expect(importedModule(CORE, 'react', ids)).toBeUndefined();
  });
});

describe('namesImportedFrom', () => {
  it('lists the names imported from the package, under their exported names', () => {
    const code = `import { jsx } from 'react/jsx-runtime';
import { Text, Group as Row } from '@mantine/core';
import { Paper } from "@mantine/core";`;
    expect(namesImportedFrom(code, CORE)).toEqual(new Set(['Text', 'Group', 'Paper']));
  });

  it('counts a default import, and no name for an import of side effects only', () => {
    expect(namesImportedFrom(`import Core, { Text } from '@mantine/core';`, CORE)).toEqual(
      new Set(['default', 'Text']),
    );
    expect(namesImportedFrom(`import '@mantine/core';\nconst a = 1;`, CORE)).toEqual(new Set());
  });

  it('is every name for a namespace import, or when no import names the package', () => {
    expect(namesImportedFrom(`import * as core from '@mantine/core';`, CORE)).toBe(ALL_NAMES);
    expect(namesImportedFrom(`export { Text } from '@mantine/core';`, CORE)).toBe(ALL_NAMES);
  });

  it('does not take an import of another package or of one of its files', () => {
    const code = `import { Text } from '@mantine/core-extra';
import '@mantine/core/styles.css';`;
    expect(namesImportedFrom(code, CORE)).toBe(ALL_NAMES);
  });
});
