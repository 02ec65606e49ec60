import { defaultRequest, REST_METHODS, sendsBody, toRestMethod } from './restRequest';

describe('REST_METHODS', () => {
  it('offers the methods of core spec 2.13, in its order', () => {
    expect(REST_METHODS).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
  });
});

describe('defaultRequest', () => {
  it('is the second method of the list (POST) with an empty path and body', () => {
    expect(defaultRequest()).toEqual({ method: 'POST', path: '', body: '' });
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
