import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtimeConfig';

describe("the proxy's body limits of the run-time configuration", () => {
  it('are read in bytes as the server sends them', () => {
    const config = parseRuntimeConfig({
      version: '1.4.0',
      basePath: '/console/',
      updateUrl: null,
      noDirectClusters: true,
      proxyBodyLimit: 104_857_600,
      proxySignedBodyLimit: 10_485_760,
    });
    expect(config).toEqual({
      basePath: '/console/',
      noDirectClusters: true,
      updateHost: null,
      proxyBodyLimit: 104_857_600,
      proxySignedBodyLimit: 10_485_760,
    });
  });

  it('are unknown from a server that does not send them, the rest read as before', () => {
    const config = parseRuntimeConfig({ basePath: '/', noDirectClusters: false, updateUrl: null });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('are unknown when they are not a positive whole number of bytes', () => {
    const limits = (value: unknown) => {
      const config = parseRuntimeConfig({ proxyBodyLimit: value, proxySignedBodyLimit: value });
      return [config.proxyBodyLimit, config.proxySignedBodyLimit];
    };
    for (const odd of ['10mb', '1048576', 0, -1, 1.5, 2 ** 60, Number.NaN, null, true, {}])
      expect(limits(odd), String(odd)).toEqual([null, null]);
    expect(limits(1)).toEqual([1, 1]);
  });
});
