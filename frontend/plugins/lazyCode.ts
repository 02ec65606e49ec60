// The list of the code the page may need later, written into index.html for the app to fetch in
// idle time (src/app/lazyCode.ts): the files that on-demand imports load (screens, dialogs, the
// code editor), with the chunks and styles they bring, less what the page loads at start, the
// data modules and the workers (see lazyFiles.ts).
import type { Plugin, Rolldown } from 'vite';
import { LAZY_CODE_ID, lazyFiles, type BuiltChunk } from './lazyFiles.ts';

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
      isEntry: output.isEntry,
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      facadeModuleId: output.facadeModuleId,
      css: [...(output.viteMetadata?.importedCss ?? [])],
    });
  }
  return chunks;
}

export function lazyCodeList(): Plugin {
  return {
    name: 'shardscope-lazy-code',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = lazyFiles(builtChunks(context.bundle)).map((file) => `./${file}`);
        const block = `<script type="application/json" id="${LAZY_CODE_ID}">${scriptSafe(JSON.stringify(files))}</script>`;
        return html.replace('</head>', `  ${block}\n  </head>`);
      },
    },
  };
}
