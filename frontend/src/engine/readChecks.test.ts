import {
  bodyObject,
  checkPasses,
  formParams,
  noRefreshCheck,
  scrollIdsCheck,
  sqlCheck,
  type InspectedRequest,
} from './readChecks';

function request(fields: Partial<InspectedRequest>): InspectedRequest {
  return { segments: [], params: [], body: {}, ...fields };
}

describe('formParams', () => {
  it('reads name=value pairs, + as a space and escapes decoded', () => {
    expect(formParams('sql=SELECT+*%20FROM+logs&format=csv&&pretty')).toEqual([
      ['sql', 'SELECT * FROM logs'],
      ['format', 'csv'],
      ['pretty', ''],
    ]);
  });

  it('keeps an escaped + and reads an empty query as no parameter', () => {
    expect(formParams('q=a%2Bb')).toEqual([['q', 'a+b']]);
    expect(formParams('')).toEqual([]);
  });

  it('fails on a malformed escape in a name or a value, or bytes that are not UTF-8', () => {
    expect(formParams('sql=100%')).toBeNull();
    expect(formParams('s%zzl=x')).toBeNull();
    expect(formParams('q=%+1')).toBeNull();
    expect(formParams('q=%E0')).toBeNull();
  });
});

describe('bodyObject', () => {
  it('reads no body, or one of ASCII whitespace only, as an empty object', () => {
    expect(bodyObject(undefined, 10)).toEqual({});
    expect(bodyObject(' \n\t\r\f ', 10)).toEqual({});
  });

  it('reads a JSON object and fails anything else', () => {
    expect(bodyObject(' {"query":"SELECT 1"} ', 100)).toEqual({ query: 'SELECT 1' });
    for (const other of ['[]', '"SELECT 1"', '42', 'null', '{', 'SELECT 1', '\u00a0{}']) {
      expect(bodyObject(other, 100), other).toBeNull();
    }
  });

  it('fails a body over the limit in UTF-8 bytes', () => {
    expect(bodyObject('{"a":"é"}', 10)).toEqual({ a: 'é' });
    expect(bodyObject('{"a":"éé"}', 10)).toBeNull();
  });
});

describe('sqlCheck', () => {
  it('passes when every statement of the parameters and the body reads', () => {
    const params = [
      ['sql', 'SELECT 1'],
      ['query', 'SHOW TABLES'],
    ] as const;
    expect(sqlCheck(request({ params, body: { query: 'DESC logs' } }))).toBe(true);
    expect(sqlCheck(request({ params, body: { query: 'DELETE FROM logs' } }))).toBe(false);
    expect(sqlCheck(request({ params: [['query', 'delete from logs']] }))).toBe(false);
  });

  it('passes a request with no statement only when it gives a cursor', () => {
    expect(sqlCheck(request({ body: { cursor: 'abc' } }))).toBe(true);
    expect(sqlCheck(request({ body: { format: 'json' } }))).toBe(false);
    expect(sqlCheck(request({}))).toBe(false);
  });

  it('fails a query or cursor that is not a string', () => {
    expect(sqlCheck(request({ body: { cursor: 42 } }))).toBe(false);
    expect(sqlCheck(request({ body: { query: 'SELECT 1', cursor: null } }))).toBe(false);
    expect(sqlCheck(request({ body: { query: ['SELECT 1'] } }))).toBe(false);
  });

  it('reads neither other parameters nor other body keys as statements', () => {
    const params = [['q', 'DELETE FROM logs']] as const;
    expect(sqlCheck(request({ params, body: { query: 'SELECT 1', sql: 'DELETE' } }))).toBe(true);
  });
});

describe('scrollIdsCheck', () => {
  it('fails when _all is among the ids of the path, the parameter or the body', () => {
    const path = ['_search', 'scroll'];
    expect(scrollIdsCheck(request({ segments: [...path, 'abc,%20_all'] }))).toBe(false);
    expect(scrollIdsCheck(request({ params: [['scroll_id', 'abc, _all ']] }))).toBe(false);
    expect(scrollIdsCheck(request({ body: { scroll_id: ['abc', '\u3000_all'] } }))).toBe(false);
    expect(scrollIdsCheck(request({ body: { scroll_id: ['abc', 'def,_all'] } }))).toBe(false);
    expect(scrollIdsCheck(request({ body: { scroll_id: 'abc,_all' } }))).toBe(false);
  });

  it('passes the caller’s own ids', () => {
    const ids = request({
      segments: ['_search', 'scroll', 'DXF1ZXJ5%3D%3D'],
      params: [['scroll_id', 'def,ghi']],
      body: { scroll_id: ['jkl', '_all_mine'] },
    });
    expect(scrollIdsCheck(ids)).toBe(true);
    expect(scrollIdsCheck(request({ params: [['other', '_all']] }))).toBe(true);
  });

  it('fails a body scroll_id that is neither a string nor an array of strings', () => {
    for (const scrollId of [42, null, { id: 'abc' }, ['abc', 1]]) {
      const checked = scrollIdsCheck(request({ body: { scroll_id: scrollId } }));
      expect(checked, JSON.stringify(scrollId)).toBe(false);
    }
  });
});

describe('noRefreshCheck', () => {
  it('passes only when every refresh parameter is false', () => {
    expect(noRefreshCheck(request({ params: [['realtime', 'true']] }))).toBe(true);
    expect(noRefreshCheck(request({ params: [['refresh', 'false']] }))).toBe(true);
    for (const value of ['true', '', 'wait_for', 'FALSE']) {
      expect(noRefreshCheck(request({ params: [['refresh', value]] })), value).toBe(false);
    }
  });
});

describe('checkPasses', () => {
  const sent = (query: string, body?: string) => ({ segments: ['_mget'], query, body });

  it('reads no body for no-refresh, and the body up to the limit for the others', () => {
    expect(checkPasses('no-refresh', sent('', 'not json'), 4)).toBe(true);
    expect(checkPasses('sql', sent('', '{"cursor":"x"}'), 100)).toBe(true);
    expect(checkPasses('sql', sent('', '{"cursor":"x"}'), 10)).toBe(false);
  });

  it('fails a query string that does not decode, and a check it does not know', () => {
    expect(checkPasses('no-refresh', sent('x=%E0'), 100)).toBe(false);
    expect(checkPasses('unknown', sent(''), 100)).toBe(false);
  });
});
