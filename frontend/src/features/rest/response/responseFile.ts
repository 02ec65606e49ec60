// Download as JSON: "{method lowercase}_{path with non-word runs replaced by _}.json".
// 'Non-word' is read as the regex class \W, so underscores of the path stay as they are.

export function responseFileName(method: string, path: string): string {
  return `${method.toLowerCase()}_${path.replace(/\W+/g, '_')}.json`;
}
