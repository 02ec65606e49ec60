// The fields of a cluster entry that hold a credential: an entry with any of them is asked only by
// the app, which keeps its secrets as the user chose (never by the page's early script).
export const CREDENTIAL_FIELDS = [
  'username',
  'password',
  'apiKey',
  'S3accessKeyId',
  'S3secretAccessKey',
  'S3sessionToken',
] as const;
