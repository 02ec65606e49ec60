import type { ClusterTarget } from '../../../api/types';
import { curlCommand, shellQuote } from './curl';

const none: ClusterTarget = {
  uri: 'http://localhost:9200/',
  auth: { authType: 'none', authData: {} },
};
const basic: ClusterTarget = {
  uri: 'https://es.example.com',
  auth: { authType: 'basicAuth', authData: { username: 'elastic', password: 's3cret' } },
};

describe('shellQuote', () => {
  it('wraps a word in single quotes and escapes the ones inside', () => {
    expect(shellQuote('a b')).toBe("'a b'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });
});

describe('curlCommand', () => {
  it('sends the method, the encoded URL, the default headers and the body as is', () => {
    const body = '{ "index": {} }\n{ "a": 1 }\n';
    expect(curlCommand(none, { method: 'POST', path: 'my index/_bulk', body })).toBe(
      [
        "curl -X POST 'http://localhost:9200/my%20index/_bulk'",
        "-H 'Accept: application/json'",
        "-H 'Content-Type: application/json'",
        `--data-binary '${body}'`,
      ].join(' \\\n  '),
    );
  });

  it('leaves the body out for GET, and uses --head for HEAD', () => {
    const get = curlCommand(none, { method: 'GET', path: '_cat/indices?v', body: '{"x":1}' });
    expect(get).not.toContain('--data-binary');
    // Like the console: no Content-Type without a body.
    expect(get).toBe(
      "curl -X GET 'http://localhost:9200/_cat/indices?v' \\\n  -H 'Accept: application/json'",
    );
    expect(curlCommand(none, { method: 'HEAD', path: 'logs', body: '' })).toMatch(
      /^curl --head 'http:\/\/localhost:9200\/logs'/,
    );
  });

  it('masks the Authorization header unless asked to include it', () => {
    const masked = curlCommand(basic, { method: 'GET', path: '', body: '' });
    expect(masked).toContain("-H 'Authorization: Basic ********'");
    expect(masked).not.toContain('ZWxhc3RpYzpzM2NyZXQ=');
    expect(curlCommand(basic, { method: 'GET', path: '', body: '' }, true)).toContain(
      "-H 'Authorization: Basic ZWxhc3RpYzpzM2NyZXQ='",
    );
  });

  it('masks an API key the same way', () => {
    const target: ClusterTarget = {
      uri: 'http://h:9200',
      auth: { authType: 'apiKey', authData: { apiKey: 'abc==' } },
    };
    expect(curlCommand(target, { method: 'GET', path: '', body: '' })).toContain(
      "'Authorization: ApiKey ********'",
    );
  });

  it('signs AWS requests with curl itself, keys masked unless included', () => {
    const target: ClusterTarget = {
      uri: 'https://search.eu.es.amazonaws.com',
      auth: {
        authType: 'awsIAM',
        authData: {
          accessKeyId: 'AKID',
          secretAccessKey: 'SECRET',
          sessionToken: 'TOKEN',
          region: 'eu-west-1',
        },
      },
    };
    const masked = curlCommand(target, { method: 'GET', path: '_cluster/health', body: '' });
    expect(masked).toContain("--aws-sigv4 'aws:amz:eu-west-1:es'");
    expect(masked).toContain("--user '********:********'");
    expect(masked).toContain("'x-amz-security-token: ********'");
    expect(masked).not.toMatch(/AKID|SECRET|TOKEN/);
    const shown = curlCommand(target, { method: 'GET', path: '_cluster/health', body: '' }, true);
    expect(shown).toContain("--user 'AKID:SECRET'");
    expect(shown).toContain("'x-amz-security-token: TOKEN'");
  });

  it('quotes a body holding single quotes so the shell passes it unchanged', () => {
    const command = curlCommand(none, { method: 'POST', path: '_search', body: `{"q":"it's"}` });
    expect(command).toContain(`--data-binary '{"q":"it'\\''s"}'`);
  });
});
