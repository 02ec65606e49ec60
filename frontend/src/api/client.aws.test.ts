import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { clusterRequest } from './client';
import { installFakeFetch, jsonResponse, rejection } from './testFetch';
import type { ClusterTarget } from './types';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('clusterRequest with AWS IAM', () => {
  const aws = (region: string, sessionToken = ''): ClusterTarget => ({
    uri: 'https://search-demo.eu-west-1.es.amazonaws.com',
    auth: {
      authType: 'awsIAM',
      authData: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI',
        sessionToken,
        region,
      },
    },
  });

  it("signs for service 'es' in the configured region, with the session token", async () => {
    const { calls } = installFakeFetch();
    await clusterRequest(aws('eu-west-1', 'tok'), { method: 'GET', path: '_cluster/health' });
    expect(calls[0].url).toBe('https://search-demo.eu-west-1.es.amazonaws.com/_cluster/health');
    expect(calls[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/es\/aws4_request, /,
    );
    expect(calls[0].headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(calls[0].headers['x-amz-security-token']).toBe('tok');
  });

  it('uses us-east-1 when no region is set', async () => {
    const { calls } = installFakeFetch();
    await clusterRequest(aws(''), { method: 'GET', path: '' });
    expect(calls[0].headers.authorization).toContain('/us-east-1/es/aws4_request');
    expect(calls[0].headers['x-amz-security-token']).toBeUndefined();
  });

  it('retries a throttled (429) request and resolves with the later answer', async () => {
    const { calls } = installFakeFetch((_req, index) =>
      index === 0 ? jsonResponse({}, 429) : jsonResponse({ status: 'green' }),
    );
    await expect(
      clusterRequest(aws('eu-west-1'), { method: 'GET', path: '_cluster/health' }),
    ).resolves.toEqual({ status: 'green' });
    expect(calls).toHaveLength(2);
  });

  it('does not retry a 4xx other than 429', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ message: 'forbidden' }, 403));
    const err = await rejection(clusterRequest(aws('eu-west-1'), { method: 'GET', path: '' }));
    expect(err.status).toBe(403);
    expect(calls).toHaveLength(1);
  });

  it('fails with a signing error, sending nothing, when the secret is missing', async () => {
    const { calls } = installFakeFetch();
    const target: ClusterTarget = {
      uri: 'https://x',
      auth: {
        authType: 'awsIAM',
        authData: { accessKeyId: 'AKID', secretAccessKey: '', sessionToken: '', region: '' },
      },
    };
    const err = await rejection(clusterRequest(target, { method: 'GET', path: '' }));
    expect(err).toMatchObject({ kind: 'request', code: 'signing' });
    expect(calls).toHaveLength(0);
  });
});
