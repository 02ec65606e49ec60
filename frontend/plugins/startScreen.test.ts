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
