import {
  isNewerVersion,
  updateArch,
  updateCheckUrl,
  updateOs,
  type UpdateTarget,
} from './updateUrl';

const target = (overrides: Partial<UpdateTarget>): UpdateTarget => ({
  version: '0.1.0',
  buildMode: 'docker',
  os: 'linux',
  arch: 'x86_64',
  variant: '',
  ...overrides,
});

describe('updateOs and updateArch', () => {
  it('lower-cases the os and names macos darwin', () => {
    expect(updateOs('Linux')).toBe('linux');
    expect(updateOs('macOS')).toBe('darwin');
    expect(updateOs('Windows')).toBe('windows');
  });

  it('names amd64 x86_64 and gives darwin without arch aarch64', () => {
    expect(updateArch('amd64', 'linux')).toBe('x86_64');
    expect(updateArch('', 'darwin')).toBe('aarch64');
    expect(updateArch('x86_64', 'darwin')).toBe('x86_64');
    expect(updateArch('', 'linux')).toBe('');
  });
});

describe('updateCheckUrl', () => {
  it('puts every segment in order under /api/update', () => {
    expect(updateCheckUrl('https://updates.example.com', target({ variant: 'deb' }))).toBe(
      'https://updates.example.com/api/update/0.1.0/docker/linux/x86_64/deb',
    );
  });

  it('omits empty segments', () => {
    expect(updateCheckUrl('https://u.example', target({ os: '', arch: '' }))).toBe(
      'https://u.example/api/update/0.1.0/docker',
    );
  });

  it('maps the os and arch', () => {
    expect(updateCheckUrl('https://u.example', target({ os: 'macos', arch: '' }))).toBe(
      'https://u.example/api/update/0.1.0/docker/darwin/aarch64',
    );
    expect(updateCheckUrl('https://u.example', target({ arch: 'AMD64' }))).toBe(
      'https://u.example/api/update/0.1.0/docker/linux/x86_64',
    );
  });

  it('keeps the host’s path, drops its trailing slash and escapes segments', () => {
    expect(updateCheckUrl('https://u.example/shardscope/', target({ version: '1.0.0+a/b' }))).toBe(
      'https://u.example/shardscope/api/update/1.0.0%2Ba%2Fb/docker/linux/x86_64',
    );
  });
});

describe('isNewerVersion', () => {
  it('compares major, minor and patch as numbers', () => {
    expect(isNewerVersion('0.2.0', '0.1.9')).toBe(true);
    expect(isNewerVersion('0.10.0', '0.9.0')).toBe(true);
    expect(isNewerVersion('1.0.0', '0.99.99')).toBe(true);
    expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
    expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false);
  });

  it('orders a pre-release before its release', () => {
    expect(isNewerVersion('0.2.0', '0.2.0-rc.1')).toBe(true);
    expect(isNewerVersion('0.2.0-rc.1', '0.2.0')).toBe(false);
    expect(isNewerVersion('0.2.0-rc.10', '0.2.0-rc.9')).toBe(true);
  });

  it('ignores build metadata and a leading v', () => {
    expect(isNewerVersion('v0.2.0', '0.1.0+3f2a9c1')).toBe(true);
    expect(isNewerVersion('0.1.0+build2', '0.1.0+build1')).toBe(false);
  });

  it('never offers something unreadable', () => {
    expect(isNewerVersion('', '0.1.0')).toBe(false);
    expect(isNewerVersion('latest', '0.1.0')).toBe(false);
    expect(isNewerVersion('<b>9.9.9</b>', '0.1.0')).toBe(false);
  });
});
