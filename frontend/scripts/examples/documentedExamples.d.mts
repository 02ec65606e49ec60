export interface DocumentedExample {
  source: string;
  status: number;
  value: unknown;
}
export function specificationsAt(specRoot: string): boolean;
export function documentedExamples(specRoot: string, dir: string): DocumentedExample[];
