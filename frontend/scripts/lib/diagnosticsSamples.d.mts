// The types of diagnosticsSamples.mjs, for the browser benchmark (e2e/bench) that imports it.

export interface ExplainedToken {
  token: string;
  start_offset: number;
  end_offset: number;
  type: string;
  position: number;
}

export function queryTree(size: number, seed: number): unknown[];

/** A search profile of 20 shards, each with a 200-node query tree. */
export function profile(seed: number): { shards: unknown[] };

/** An explained analysis of a text of about `length` characters. */
export function explained(length: number): {
  detail: {
    custom_analyzer: boolean;
    charfilters: { name: string; filtered_text: string[] }[];
    tokenizer: { name: string; tokens: ExplainedToken[] };
    tokenfilters: { name: string; tokens: ExplainedToken[] }[];
  };
};

/** A health report of 30 indicators, each diagnosis naming `perIndicator` indices and a node. */
export function healthReport(perIndicator?: number): {
  cluster_name: string;
  status: string;
  indicators: Record<string, unknown>;
};
