// The start screen's shared code: which modules its group takes, and the build check that its
// code does not load the screens' shared file.
import { describe, expect, it, vi } from 'vitest';
import {
  sharedFileChain,
  startScreenGroup,
  staticClosure,
  type ModuleGraph,
  type WrittenChunk,
} from './startScreen.ts';

const HOME = '/app/src/features/home/HomeScreen.tsx';
const CARD = '/app/src/features/home/LiveCard.tsx';

/** Each module's static imports. */
const IMPORTS: Record<string, string[]> = {
  [HOME]: ['/app/src/components/Card.tsx', '/app/src/api/health.ts'],
  [CARD]: ['/app/src/components/metrics/useMetrics.ts', '/app/src/components/Sparkline.tsx'],
  '/app/src/components/Card.tsx': ['/app/node_modules/@mantine/core/Card.mjs'],
  '/app/src/api/health.ts': ['/app/src/components/Card.tsx'],
  '/app/src/features/indices/IndicesScreen.tsx': ['/app/src/components/DataTable.tsx'],
};

function graph(): ModuleGraph & { getModuleInfo: ReturnType<typeof vi.fn> } {
  return {
    getModuleInfo: vi.fn((id: string) => (id in IMPORTS ? { importedIds: IMPORTS[id]! } : null)),
  };
}

describe('staticClosure', () => {
  it('holds the roots and what they import at any depth, each once', () => {
    expect([...staticClosure([HOME], graph())].sort()).toEqual(
      [
        HOME,
        '/app/node_modules/@mantine/core/Card.mjs',
        '/app/src/api/health.ts',
        '/app/src/components/Card.tsx',
      ].sort(),
    );
  });
});

describe('staticClosure through a package barrel', () => {
  const core = '/app/node_modules/@mantine/core/esm/index.mjs';
  const file = (path: string) => `/app/node_modules/@mantine/core/esm/${path}`;
  const [text, modal, variables, box] = [
    file('components/Text/Text.mjs'),
    file('components/Modal/Modal.mjs'),
    file('core/MantineCssVariables.mjs'),
    file('core/Box/Box.mjs'),
  ];
  const modules = (homeCode: string): ModuleGraph => {
    const graph: Record<string, { importedIds: string[]; code: string }> = {
      [HOME]: { importedIds: [core], code: `${homeCode}\nexport function Home() {}` },
      [core]: {
        importedIds: [text, modal, variables],
        code: [
          "export { Text } from './components/Text/Text.mjs';",
          "export { Modal } from './components/Modal/Modal.mjs';",
          "import './core/MantineCssVariables.mjs';",
        ].join('\n'),
      },
      [text]: { importedIds: [box], code: "import { Box } from '../../core/Box/Box.mjs';" },
      [modal]: { importedIds: [box], code: "import { Box } from '../../core/Box/Box.mjs';" },
      [variables]: { importedIds: [], code: 'export const v = 1;' },
      [box]: { importedIds: [], code: 'export const Box = 1;' },
    };
    return { getModuleInfo: (id) => graph[id] ?? null };
  };

  it('takes only the modules of the names imported, and what the barrel runs for effect', () => {
    const closure = staticClosure([HOME], modules("import { Text } from '@mantine/core';"));
    expect([...closure].sort()).toEqual([HOME, core, text, variables, box].sort());
  });

  it('takes every module of the package for a namespace import', () => {
    const closure = staticClosure([HOME], modules("import * as core from '@mantine/core';"));
    expect(closure.has(modal)).toBe(true);
  });
});

describe('startScreenGroup', () => {
  const group = startScreenGroup({
    name: 'dashboard',
    roots: [new URL(`file://${HOME}`), new URL(`file://${CARD}`)],
    exclude: /[\\/]metrics[\\/]/,
    shared: 'screens',
  });

  it("names the roots' imports, not the excluded ones nor another screen's", () => {
    const modules = graph();
    const named = (id: string) => group.name(id, modules);
    expect(named('/app/src/components/Card.tsx')).toBe('dashboard');
    expect(named('/app/node_modules/@mantine/core/Card.mjs')).toBe('dashboard');
    expect(named('/app/src/components/Sparkline.tsx')).toBe('dashboard');
    expect(named('/app/src/components/metrics/useMetrics.ts')).toBeNull();
    expect(named('/app/src/components/DataTable.tsx')).toBeNull();
    expect(group.minShareCount).toBe(2);
  });

  it('walks the graph once per chunking pass', () => {
    const modules = graph();
    group.name('/app/src/components/Card.tsx', modules);
    const walked = modules.getModuleInfo.mock.calls.length;
    group.name('/app/src/api/health.ts', modules);
    group.name('/app/src/components/DataTable.tsx', modules);
    expect(modules.getModuleInfo.mock.calls).toHaveLength(walked);
  });
});

describe('sharedFileChain', () => {
  const chunk = (fileName: string, name: string, parts: Partial<WrittenChunk> = {}) => ({
    fileName,
    name,
    imports: [],
    moduleIds: [],
    ...parts,
  });
  const entry = chunk('assets/index.js', 'index');
  const dashboard = chunk('assets/dashboard.js', 'dashboard', { imports: ['assets/index.js'] });
  const screens = chunk('assets/screens.js', 'screens', { imports: ['assets/index.js'] });
  const card = chunk('assets/LiveCard.js', 'LiveCard', {
    moduleIds: [CARD],
    imports: ['assets/dashboard.js'],
  });

  it('is null when the roots load only the start screen file', () => {
    const home = chunk('assets/HomeScreen.js', 'HomeScreen', {
      moduleIds: [HOME],
      imports: ['assets/index.js', 'assets/dashboard.js'],
    });
    expect(sharedFileChain([entry, dashboard, screens, home, card], [HOME, CARD], 'screens')).toBe(
      null,
    );
  });

  it('names the files through which a root loads the shared file', () => {
    const sparkline = chunk('assets/useSparkline.js', 'useSparkline', {
      imports: ['assets/screens.js'],
    });
    const home = chunk('assets/HomeScreen.js', 'HomeScreen', {
      moduleIds: [HOME],
      imports: ['assets/index.js', 'assets/useSparkline.js'],
    });
    expect(
      sharedFileChain([entry, dashboard, screens, sparkline, home, card], [HOME, CARD], 'screens'),
    ).toEqual(['assets/HomeScreen.js', 'assets/useSparkline.js', 'assets/screens.js']);
  });

  it('fails when a root is in no chunk', () => {
    expect(() => sharedFileChain([entry, screens, card], [HOME, CARD], 'screens')).toThrow(
      /HomeScreen\.tsx is in no chunk/,
    );
  });
});
