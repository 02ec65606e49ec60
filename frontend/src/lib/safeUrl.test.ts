import { httpUrl } from './safeUrl';

describe('httpUrl', () => {
  it('keeps http and https addresses', () => {
    expect(httpUrl('http://localhost:9200')).toBe('http://localhost:9200/');
    expect(httpUrl('https://es.example.com/prefix')).toBe('https://es.example.com/prefix');
  });

  it('refuses scripts, other schemes and text that is not a URL', () => {
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(httpUrl('localhost:9200 and more')).toBeNull();
  });
});
