import { reachabilityLink, usesHttps } from './connectionError';

describe('reachabilityLink', () => {
  it('never puts credentials in the link, with basic auth either', () => {
    const link = reachabilityLink({
      uri: 'https://es.example:9200',
      auth: { authType: 'basicAuth', authData: { username: 'elastic', password: 'p@ss:word' } },
    });
    expect(link).toBe('https://es.example:9200/');
    const stored = reachabilityLink({
      uri: 'https://old:secret@es.example:9200/prefix',
      auth: { authType: 'none', authData: {} },
    });
    expect(stored).toBe('https://es.example:9200/prefix');
  });

  it('adds nothing for other auth types', () => {
    expect(
      reachabilityLink({
        uri: 'http://es:9200',
        auth: { authType: 'apiKey', authData: { apiKey: 'k' } },
      }),
    ).toBe('http://es:9200/');
  });

  it('never links a uri that is not http(s)', () => {
    const none = { authType: 'none', authData: {} } as const;
    expect(reachabilityLink({ uri: 'javascript:alert(1)', auth: none })).toBeNull();
    expect(reachabilityLink({ uri: 'not a uri', auth: none })).toBeNull();
  });
});

describe('usesHttps', () => {
  it('is true only for https uris', () => {
    expect(usesHttps(' HTTPS://es:9200')).toBe(true);
    expect(usesHttps('http://es:9200')).toBe(false);
  });
});
