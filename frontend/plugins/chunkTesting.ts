// A built chunk for the lists' tests: nothing imported, no styles, unless given.
import type { BuiltChunk } from './lazyFiles.ts';

export function chunk(fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk {
  return {
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    css: [],
    ...parts,
  };
}
