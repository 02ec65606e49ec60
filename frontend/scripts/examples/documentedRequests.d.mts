export interface DocumentedRequest {
  source: string;
  method: string;
  path: string;
  body: unknown;
}
export function documentedRequests(specRoot: string, dir: string): DocumentedRequest[];
export function specificationText(specRoot: string, file: string): string;
