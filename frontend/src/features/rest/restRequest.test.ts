import {
  defaultRequest,
  isEmptyPath,
  methodForBody,
  REST_METHODS,
  sendsBody,
  toRestMethod,
} from './restRequest';

describe('REST_METHODS', () => {
  it('offers the methods in order', () => {
    expect(REST_METHODS).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
  });
});

describe('defaultRequest', () => {
  it('is GET with an empty path and body', () => {
    expect(defaultRequest()).toEqual({ method: 'GET', path: '', body: '' });
  });
});

describe('isEmptyPath', () => {
  it('holds for an empty or blank path only; / is a path', () => {
    expect(isEmptyPath('')).toBe(true);
    expect(isEmptyPath('  ')).toBe(true);
    expect(isEmptyPath('/')).toBe(false);
    expect(isEmptyPath('_cat/indices')).toBe(false);
  });
});

describe('methodForBody', () => {
  it('turns GET with a body into POST and leaves every other case alone', () => {
    expect(methodForBody('GET', '{"size":0}')).toBe('POST');
    expect(methodForBody('GET', '  \n')).toBe('GET');
    expect(methodForBody('PUT', '{}')).toBe('PUT');
    expect(methodForBody('DELETE', '')).toBe('DELETE');
  });
});

describe('sendsBody', () => {
  it('sends no body for GET and HEAD only', () => {
    expect(REST_METHODS.filter((method) => !sendsBody(method))).toEqual(['GET', 'HEAD']);
  });
});

describe('toRestMethod', () => {
  it('reads a method in any case and turns anything else into POST', () => {
    expect(toRestMethod(' patch ')).toBe('PATCH');
    expect(toRestMethod('TRACE')).toBe('POST');
    expect(toRestMethod(undefined)).toBe('POST');
  });
});
