// The plain scripts index.html runs before the app: frame.js paints the console's frame from
// <head> (a file kept as written), early.js (deferred) asks the shown cluster for the screen's
// first data (built from src/app/frame/earlyScript.ts into one script with no import, so that it
// reads the engine's name as the app does). Each goes to assets/ under a name made from its
// content, like the rest of the build: browsers keep it for good instead of asking for it again
// before every first paint. The dev server serves them at their own names.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** A page script: its name in index.html and how its text is made. */
export interface PageScript {
  name: string;
  source: () => Promise<string>;
}

/** A script kept as written (a file next to index.html). */
export function writtenScript(name: string, file: URL): PageScript {
  return { name, source: () => Promise.resolve(readFileSync(file, 'utf8')) };
}

/** A script bundled from a module and what it imports, run at once as a classic script. */
export function bundledScript(name: string, entry: URL): PageScript {
  return {
    name,
    async source() {
      const bundle = await rolldown({ input: fileURLToPath(entry), platform: 'browser' });
      try {
        const { output } = await bundle.generate({ format: 'iife', minify: true });
        return output[0].code;
      } finally {
        await bundle.close();
      }
    },
  };
}

function builtName(name: string, source: string): string {
  return `assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
}

export function pageScripts(scripts: readonly PageScript[]): Plugin {
  // One text per script and build.
  let built: Promise<Map<string, string>> | null = null;
  const sources = () =>
    (built ??= Promise.all(
      scripts.map(async (script) => [script.name, await script.source()] as const),
    ).then((entries) => new Map(entries)));
  return {
    name: 'shardscope-page-scripts',
    buildStart() {
      built = null;
    },
    configureServer(server) {
      for (const script of scripts) {
        server.middlewares.use(`/${script.name}.js`, (_request, response, next) => {
          script.source().then((source) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(source);
          }, next);
        });
      }
    },
    async transformIndexHtml(html, context) {
      if (!context.bundle) return html;
      const texts = await sources();
      return scripts.reduce(
        (page, { name }) =>
          page.replace(
            `<script src="${name}.js"`,
            `<script src="./${builtName(name, texts.get(name) ?? '')}"`,
          ),
        html,
      );
    },
    async generateBundle() {
      for (const [name, source] of await sources()) {
        this.emitFile({ type: 'asset', fileName: builtName(name, source), source });
      }
    },
  };
}
