// "Copy as curl": the console's current request as a shell command that sends exactly what the
// console sends (same URL, headers and body). Credentials are masked unless asked for.
import { AWS_DEFAULT_REGION, AWS_SERVICE } from '../../../api/transport';
import { buildUrl, requestHeaders } from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import { encodeRestPath } from '../../../engine/restPath';
import type { RestRequest } from '../../../engine/clusterDb';
import { sendsBody } from '../restRequest';

export const MASK = '********';

/** Quotes a word for POSIX shells: single quotes, with embedded ones closed and escaped. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

function maskAuthorization(value: string): string {
  const space = value.indexOf(' ');
  return space === -1 ? MASK : `${value.slice(0, space)} ${MASK}`;
}

function headerArgs(
  target: ClusterTarget,
  includeCredentials: boolean,
  withBody: boolean,
): string[] {
  return Object.entries(requestHeaders(target.auth, withBody)).map(([name, value]) => {
    const shown =
      name === 'Authorization' && !includeCredentials ? maskAuthorization(value) : value;
    return `-H ${shellQuote(`${name}: ${shown}`)}`;
  });
}

/** curl signs the request itself (--aws-sigv4), as the console does with the same keys. */
function awsArgs(target: ClusterTarget, includeCredentials: boolean): string[] {
  if (target.auth.authType !== 'awsIAM') return [];
  const data = target.auth.authData;
  const secret = (value: string) => (includeCredentials ? value : MASK);
  const args = [
    `--aws-sigv4 ${shellQuote(`aws:amz:${data.region || AWS_DEFAULT_REGION}:${AWS_SERVICE}`)}`,
    `--user ${shellQuote(`${secret(data.accessKeyId)}:${secret(data.secretAccessKey)}`)}`,
  ];
  if (data.sessionToken)
    args.push(`-H ${shellQuote(`x-amz-security-token: ${secret(data.sessionToken)}`)}`);
  return args;
}

export function curlCommand(
  target: ClusterTarget,
  request: RestRequest,
  includeCredentials = false,
): string {
  const url = buildUrl(target.uri, encodeRestPath(request.path));
  const method = request.method === 'HEAD' ? '--head' : `-X ${request.method}`;
  const args = [
    `curl ${method} ${shellQuote(url)}`,
    ...headerArgs(target, includeCredentials, sendsBody(request.method)),
    ...awsArgs(target, includeCredentials),
  ];
  if (sendsBody(request.method) && request.body !== '')
    args.push(`--data-binary ${shellQuote(request.body)}`);
  return args.join(' \\\n  ');
}
