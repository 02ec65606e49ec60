import cases from '../../../protection/read-request-cases.json';
import table from '../../../protection/read-requests.json';
import { READ_CHECKS } from './readChecks';
import { isReadRequest } from './readRequests';

const EXAMPLES = cases.cases as [string, string, boolean][];
const BODY_EXAMPLES = cases.bodyCases as [string, string, string, boolean][];

describe('isReadRequest', () => {
  it.each(EXAMPLES)('%s %s is a read: %s', (method, path, expected) => {
    expect(isReadRequest(method, path)).toBe(expected);
  });

  it.each(BODY_EXAMPLES)('%s %s with body %s is a read: %s', (method, path, body, expected) => {
    expect(isReadRequest(method, path, body)).toBe(expected);
  });

  it('reads the method in any case', () => {
    expect(isReadRequest('post', '_search')).toBe(true);
    expect(isReadRequest('head', '_flush')).toBe(false);
  });

  it('refuses a path that does not decode', () => {
    expect(isReadRequest('POST', 'logs%E0/_search')).toBe(false);
    expect(isReadRequest('GET', 'logs%4/_count')).toBe(false);
  });

  it('refuses an escaped letter, digit or unreserved mark in either case, and keeps the rest', () => {
    for (const escaped of ['%66', '%4a', '%4A', '%30', '%2d', '%2e', '%5f', '%7e', '%2f', '%5c']) {
      expect(isReadRequest('GET', `logs${escaped}/_count`), escaped).toBe(false);
    }
    for (const escaped of ['%2A', '%20', '%2B', '%3A', '%25', '%C3%A9']) {
      expect(isReadRequest('GET', `logs${escaped}/_count`), escaped).toBe(true);
    }
  });

  it('ignores the body of a request that is not inspected', () => {
    expect(isReadRequest('POST', 'logs/_search', 'not json')).toBe(true);
    expect(isReadRequest('POST', 'logs/_search', 'x'.repeat(table.inspectLimit + 1))).toBe(true);
  });

  it('fails an inspected request whose body is over the limit in UTF-8 bytes', () => {
    const fits = `{"cursor":"${'x'.repeat(table.inspectLimit - 13)}"}`;
    expect(new TextEncoder().encode(fits).length).toBe(table.inspectLimit);
    expect(isReadRequest('POST', '_plugins/_sql', fits)).toBe(true);
    const accented = `{"cursor":"${'é'.repeat((table.inspectLimit - 12) / 2)}"}`;
    expect(accented.length).toBeLessThan(table.inspectLimit);
    expect(isReadRequest('POST', '_plugins/_sql', accented)).toBe(false);
  });

  it('fails an inspected request whose query string does not decode', () => {
    expect(isReadRequest('GET', '_plugins/_sql?sql=SELECT%201&x=%E0')).toBe(false);
    expect(isReadRequest('DELETE', '_search/scroll/abc?x=%zz')).toBe(false);
  });

  it('reads the statement of a query string form-style, and all after the first ?', () => {
    expect(isReadRequest('GET', '_plugins/_sql?query=show+tables+like+logs')).toBe(true);
    expect(isReadRequest('GET', '_plugins/_sql?sql=SELECT+1%3B+DELETE+FROM+logs')).toBe(false);
    expect(isReadRequest('GET', '_plugins/_sql?sql=SELECT+1#;DELETE')).toBe(false);
  });

  it('lets {index} of a rule that allows match no name starting with _ but _all', () => {
    expect(isReadRequest('POST', '_all/_mget')).toBe(true);
    expect(isReadRequest('POST', '_scripts/_mget')).toBe(false);
    expect(isReadRequest('POST', '_scripts/_search')).toBe(false);
    expect(isReadRequest('GET', '_x/_refresh')).toBe(false);
  });

  it('checks a read that matches an inspected request broadly', () => {
    expect(isReadRequest('GET', '_x/_doc/1?refresh=true')).toBe(false);
    expect(isReadRequest('GET', '_x/_doc/1')).toBe(true);
  });

  it('knows the check of every inspected request of the table', () => {
    for (const entry of table.inspected)
      expect(READ_CHECKS.has(entry.check), entry.check).toBe(true);
  });
});
