import { defaultQueryName, savedQueryRecord } from './savedQuery';

describe('defaultQueryName', () => {
  it('is the method and the path', () => {
    expect(defaultQueryName({ method: 'POST', path: ' logs/_search ', body: '{}' })).toBe(
      'POST logs/_search',
    );
    expect(defaultQueryName({ method: 'GET', path: '', body: '' })).toBe('GET');
  });
});

describe('savedQueryRecord', () => {
  it('keeps the body of methods that send one, with the trimmed name', () => {
    expect(
      savedQueryRecord({ method: 'POST', path: '_count', body: '{"a":1}' }, ' count '),
    ).toEqual({
      method: 'POST',
      path: '_count',
      body: '{"a":1}',
      name: 'count',
    });
  });

  it('does not save the hidden body of GET and HEAD', () => {
    expect(savedQueryRecord({ method: 'GET', path: 'x', body: '{"a":1}' }, 'x').body).toBe('');
    expect(savedQueryRecord({ method: 'HEAD', path: 'x', body: 'y' }, 'x').body).toBe('');
  });

  it('leaves a blank name out', () => {
    expect(savedQueryRecord({ method: 'GET', path: 'x', body: '' }, '  ')).not.toHaveProperty(
      'name',
    );
  });
});
