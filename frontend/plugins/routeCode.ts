// The code each address loads, for the page to name before the app's entry has run:
// - `route-code.json` beside index.html: each screen's address pattern with the files its code
//   brings (routeFiles.ts). The server reads it and lists a screen's files in the page it sends
//   for that address (server/src/route_code.rs).
// - a JSON block in index.html with each language's strings file: the language is kept in the
//   browser, where the page's early script finds it.
// The early script names both as preloads once the page has painted (src/app/frame/pageCode.ts).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ROUTE_PATTERNS } from '../src/routing/paths.ts';
import { builtChunks, scriptSafe } from './lazyCode.ts';
import { LANGUAGE_CODE_ID, languageFiles, routeCode, screenModules } from './routeFiles.ts';

export const ROUTE_CODE_FILE = 'route-code.json';

const ROUTES = new URL('../src/app/routes.tsx', import.meta.url);

export function routeCodeList(): Plugin {
  return {
    name: 'shardscope-route-code',
    generateBundle(_options, bundle) {
      const screens = screenModules(readFileSync(ROUTES, 'utf8'));
      const routes = routeCode(builtChunks(bundle), screens, ROUTE_PATTERNS);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CODE_FILE,
        source: `${JSON.stringify({ routes })}\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = Object.fromEntries(
          Object.entries(languageFiles(builtChunks(context.bundle))).map(([code, file]) => [
            code,
            `./${file}`,
          ]),
        );
        const block = `<script type="application/json" id="${LANGUAGE_CODE_ID}">${scriptSafe(JSON.stringify(files))}</script>`;
        return html.replace('</head>', `  ${block}\n  </head>`);
      },
    },
  };
}
