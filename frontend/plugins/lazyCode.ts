// The list of the code the page may need later, written into index.html for the app to fetch in
// idle time (src/app/lazyCode.ts): the files that on-demand imports load (screens, dialogs, the
// code editor), with the chunks and styles they bring, less what the page loads at start, the
// data modules and the workers (see lazyFiles.ts).
import type { Plugin, Rolldown } from 'vite';
import {
  COMPILED_CODE_ID,
  compiledFiles,
  LAZY_CODE_ID,
  lazyFiles,
  type BuiltChunk,
} from './lazyFiles.ts';

/** A JSON text safe inside a <script> element: no `</script` or `<!--` can close it. */
export function scriptSafe(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/** The built chunks of `bundle`, as the lists are made from them. */
export function builtChunks(bundle: Rolldown.OutputBundle): BuiltChunk[] {
  const chunks: BuiltChunk[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.push({
      fileName: output.fileName,
      name: output.name,
      isEntry: output.isEntry,
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      facadeModuleId: output.facadeModuleId,
      css: [...(output.viteMetadata?.importedCss ?? [])],
    });
  }
  return chunks;
}

function jsonBlock(id: string, files: readonly string[]): string {
  const text = scriptSafe(JSON.stringify(files.map((file) => `./${file}`)));
  return `<script type="application/json" id="${id}">${text}</script>`;
}

/**
 * Writes the list into index.html, and the list of those of its scripts that the page compiles
 * as well: the chunks named `compiled` (the code every screen but the start screen shares).
 */
export function lazyCodeList(compiled: readonly string[] = []): Plugin {
  return {
    name: 'shardscope-lazy-code',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = builtChunks(context.bundle);
        const files = lazyFiles(chunks);
        const blocks = [
          jsonBlock(LAZY_CODE_ID, files),
          jsonBlock(COMPILED_CODE_ID, compiledFiles(chunks, files, compiled)),
        ];
        return html.replace('</head>', `  ${blocks.join('\n  ')}\n  </head>`);
      },
    },
  };
}
