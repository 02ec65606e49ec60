// Component test files share one worker's module graph, so that the UI libraries (React,
// Mantine, CodeMirror) are evaluated once per worker instead of once per file. The app's own
// modules keep page-lifetime state (notifications, questions, runs, caches): each file gets them
// new, as in a page just opened, along with an empty document and empty storage.
interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface WorkerState {
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
}

const APP_MODULE = /[\\/]frontend[\\/]src[\\/]/;
const worker = (globalThis as unknown as { __vitest_worker__?: Partial<WorkerState> })
  .__vitest_worker__;
// The runner's module registry, as vi.resetModules walks it (vitest/dist utils resetModules); a
// runner that keeps it elsewhere must stop the run rather than let state leak between files.
if (!(worker?.evaluatedModules?.idToModuleMap instanceof Map)) {
  throw new Error('src/test/freshModules.ts: this Vitest keeps no evaluatedModules registry');
}
worker.evaluatedModules.idToModuleMap.forEach((node, path) => {
  if (!APP_MODULE.test(path)) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
