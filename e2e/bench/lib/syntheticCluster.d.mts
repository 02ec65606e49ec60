export declare function catIndices(count: number): Record<string, string | null>[];
export declare function catAliases(count: number): { alias: string; index: string }[];
