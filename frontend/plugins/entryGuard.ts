// Keeps out of the page's entry what the first screen does not need before the app's first
// render: the build fails, naming the module and the imports that brought it in, when the
// entry chunk holds one of `kept` (packages or paths, matched on the module's id).
import type { Plugin } from 'vite';

export function entryGuard(kept: readonly { pattern: RegExp; why: string }[]): Plugin {
  return {
    name: 'shardscope-entry-guard',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        for (const id of output.moduleIds) {
          const rule = kept.find(({ pattern }) => pattern.test(id));
          if (!rule) continue;
          const inEntry = new Set(output.moduleIds);
          const chain: string[] = [id];
          for (let at = id, step = 0; step < 20; step += 1) {
            const importers = this.getModuleInfo(at)?.importers ?? [];
            const importer = importers.find((other) => inEntry.has(other)) ?? importers[0];
            if (!importer) break;
            chain.push(importer);
            at = importer;
          }
          this.error(
            `${output.fileName} must not hold ${id} (${rule.why}); imported by:\n  ${chain.join('\n  <- ')}`,
          );
        }
      }
    },
  };
}
