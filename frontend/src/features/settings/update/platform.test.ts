import { detectPlatform } from './platform';

describe('detectPlatform', () => {
  it('reads Linux on x86_64 from navigator.platform', () => {
    expect(detectPlatform({ platform: 'Linux x86_64' })).toEqual({ os: 'linux', arch: 'x86_64' });
  });

  it('reads Linux on ARM', () => {
    expect(detectPlatform({ platform: 'Linux aarch64' })).toEqual({ os: 'linux', arch: 'aarch64' });
  });

  it('reads 64-bit Windows from the user agent', () => {
    const userAgent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36';
    expect(detectPlatform({ platform: 'Win32', userAgent })).toEqual({
      os: 'windows',
      arch: 'x86_64',
    });
  });

  it('prefers client hints and leaves a Mac’s architecture unknown', () => {
    expect(
      detectPlatform({
        platform: 'MacIntel',
        userAgentData: { platform: 'macOS' },
        userAgent: 'Intel Mac OS X',
      }),
    ).toEqual({ os: 'macos', arch: '' });
  });

  it('leaves what it cannot tell empty', () => {
    expect(detectPlatform({})).toEqual({ os: '', arch: '' });
  });
});
