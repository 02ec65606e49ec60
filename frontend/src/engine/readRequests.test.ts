import cases from '../../../protection/read-request-cases.json';
import { isReadRequest } from './readRequests';

const EXAMPLES = cases.cases as [string, string, boolean][];

describe('isReadRequest', () => {
  it.each(EXAMPLES)('%s %s is a read: %s', (method, path, expected) => {
    expect(isReadRequest(method, path)).toBe(expected);
  });

  it('reads the method in any case', () => {
    expect(isReadRequest('post', '_search')).toBe(true);
  });

  it('refuses a path that does not decode', () => {
    expect(isReadRequest('POST', 'logs%E0/_search')).toBe(false);
  });
});
