import { EMPTY_AUTH_FIELDS } from '../connection/clusterDefaults';
import {
  clusterEdits,
  NEW_CLUSTER_FORM,
  uriError,
  validateClusterForm,
  type ClusterFormValues,
} from './clusterFormValues';

const form = (overrides: Partial<ClusterFormValues>): ClusterFormValues => ({
  ...NEW_CLUSTER_FORM,
  ...overrides,
});

describe('validateClusterForm', () => {
  it('accepts the new-cluster defaults', () => {
    expect(validateClusterForm(NEW_CLUSTER_FORM)).toEqual({});
  });

  it('requires a name and a uri', () => {
    expect(validateClusterForm(form({ name: '  ', uri: '' }))).toEqual({
      name: 'required',
      uri: 'required',
    });
  });

  it.each([
    ['not a uri', 'invalidUri'],
    ['ftp://es.example:9200', 'uriScheme'],
    ['localhost:9200', 'uriScheme'],
    ['http:9200', 'uriScheme'],
    ['https://elastic:secret@es.example:9200', 'uriCredentials'],
    ['https://user@es.example:443/prefix/', 'uriCredentials'],
  ])("rejects the uri '%s' as %s", (uri, error) => {
    expect(uriError(uri)).toBe(error);
  });

  it.each([
    'http://localhost:9200',
    'HTTPS://es.example',
    'https://es.example:443/prefix/a@b?c=d@e',
  ])('accepts %s', (uri) => {
    expect(uriError(uri)).toBeUndefined();
  });

  it('requires username and password for basic auth', () => {
    expect(validateClusterForm(form({ authType: 'basicAuth' }))).toEqual({
      username: 'required',
      password: 'required',
    });
  });

  it('requires the key for API key auth', () => {
    expect(validateClusterForm(form({ authType: 'apiKey' }))).toEqual({ apiKey: 'required' });
  });

  it('requires access key id, secret and region for AWS IAM, but not the session token', () => {
    expect(validateClusterForm(form({ authType: 'awsIAM' }))).toEqual({
      accessKeyId: 'required',
      secretAccessKey: 'required',
      region: 'required',
    });
  });

  it('ignores the credentials of other auth types', () => {
    expect(validateClusterForm(form({ authType: 'apiKey', apiKey: 'k', username: '' }))).toEqual(
      {},
    );
  });
});

describe('clusterEdits: what is stored on save', () => {
  const everything = {
    ...EMPTY_AUTH_FIELDS,
    username: ' elastic ',
    password: ' pw ',
    apiKey: ' key ',
    accessKeyId: 'AKIA',
    secretAccessKey: 's',
    sessionToken: 't',
    region: ' eu-west-1 ',
  };

  it('trims the name and removes the trailing slash of the uri', () => {
    expect(clusterEdits(form({ name: '  prod  ', uri: ' https://prod:9200/ ' }))).toMatchObject({
      name: 'prod',
      uri: 'https://prod:9200',
    });
  });

  it('keeps only the basic auth fields, the password exactly as typed', () => {
    expect(clusterEdits(form({ ...everything, authType: 'basicAuth' })).auth).toEqual({
      authType: 'basicAuth',
      authData: { username: 'elastic', password: ' pw ' },
    });
  });

  it('keeps only the API key', () => {
    expect(clusterEdits(form({ ...everything, authType: 'apiKey' })).auth).toEqual({
      authType: 'apiKey',
      authData: { apiKey: 'key' },
    });
  });

  it('keeps only the AWS IAM fields', () => {
    expect(clusterEdits(form({ ...everything, authType: 'awsIAM' })).auth).toEqual({
      authType: 'awsIAM',
      authData: {
        accessKeyId: 'AKIA',
        secretAccessKey: 's',
        sessionToken: 't',
        region: 'eu-west-1',
      },
    });
  });

  it('stores no credentials at all without authorization', () => {
    expect(clusterEdits(form({ ...everything, authType: 'none' })).auth).toEqual({
      authType: 'none',
      authData: {},
    });
  });
});

describe('the session-only secret choice', () => {
  const basic = {
    ...NEW_CLUSTER_FORM,
    authType: 'basicAuth' as const,
    username: 'elastic',
    password: 'pw',
    sessionSecret: true,
  };

  it('is saved with credentials', () => {
    expect(clusterEdits(basic).sessionSecret).toBe(true);
    expect(clusterEdits({ ...basic, sessionSecret: false }).sessionSecret).toBe(false);
  });

  it('is dropped without credentials: there is no secret to keep', () => {
    expect(clusterEdits({ ...basic, authType: 'none' }).sessionSecret).toBe(false);
  });
});
