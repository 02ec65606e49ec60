// Types of catalogues.mjs, for the test that checks the committed catalogues.
export declare const CATALOGUE_FILES: Record<'elasticsearch' | 'opensearch', string>;
export declare function catalogueTexts(
  specRoot: string,
): Record<'elasticsearch' | 'opensearch', string>;
export declare function specificationsAt(specRoot: string): boolean;
export declare function committedText(frontend: string, file: string): string;
