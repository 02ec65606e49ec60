// Writing a check's suggestion into the path: the mistyped segment or parameter name replaced.
import type { RequestCheck } from '../catalogue/checks';

/** `path` with the segment or parameter `check` names replaced by its suggestion. */
export function withSuggestion(path: string, check: RequestCheck): string {
  const { typed, param, suggestion } = check.values;
  const question = path.indexOf('?');
  const bare = question < 0 ? path : path.slice(0, question);
  const query = question < 0 ? '' : path.slice(question);
  if (check.code === 'nearestEndpoint') {
    const segments = bare.split('/');
    const position = segments.indexOf(typed);
    if (position < 0) return path;
    segments[position] = suggestion;
    return segments.join('/') + query;
  }
  if (check.code === 'nearestParam') {
    const pairs = query.slice(1).split('&');
    const position = pairs.findIndex((pair) => pair.split('=')[0] === param);
    if (position < 0) return path;
    const value = pairs[position].slice(param.length);
    pairs[position] = suggestion + value;
    return `${bare}?${pairs.join('&')}`;
  }
  return path;
}
