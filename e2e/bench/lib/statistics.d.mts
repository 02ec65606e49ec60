export declare function median(values: number[]): number;
export declare function worst(values: number[]): number;
