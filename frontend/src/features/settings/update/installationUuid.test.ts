import { INSTALLATION_UUID_KEY, installationUuid, randomUuid } from './installationUuid';

afterEach(() => localStorage.clear());

describe('randomUuid', () => {
  it('makes a version 4 uuid from random bytes', () => {
    expect(randomUuid((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('differs from one call to the next', () => {
    expect(randomUuid()).not.toBe(randomUuid());
  });
});

describe('installationUuid', () => {
  it('is generated once, stored as JSON, then reused', () => {
    const generate = vi.fn(() => '0b7e1c3a-4d2f-4a6b-9c8d-1e2f3a4b5c6d');
    expect(installationUuid(localStorage, generate)).toBe('0b7e1c3a-4d2f-4a6b-9c8d-1e2f3a4b5c6d');
    expect(localStorage.getItem(INSTALLATION_UUID_KEY)).toBe(
      '"0b7e1c3a-4d2f-4a6b-9c8d-1e2f3a4b5c6d"',
    );
    expect(installationUuid(localStorage, () => 'other')).toBe(
      '0b7e1c3a-4d2f-4a6b-9c8d-1e2f3a4b5c6d',
    );
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('replaces a stored value that is not a uuid', () => {
    localStorage.setItem(INSTALLATION_UUID_KEY, '{broken');
    const uuid = installationUuid(localStorage);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.parse(localStorage.getItem(INSTALLATION_UUID_KEY) ?? '')).toBe(uuid);
  });
});
