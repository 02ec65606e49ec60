import { describe, expect, it } from 'vitest';
import { base64Utf8 } from './base64';

describe('base64Utf8', () => {
  it('matches btoa for ASCII', () => {
    expect(base64Utf8('user:pass')).toBe(btoa('user:pass'));
  });

  it('encodes the UTF-8 bytes of other text', () => {
    expect(base64Utf8('é')).toBe('w6k=');
    expect(base64Utf8('管理员')).toBe('566h55CG5ZGY');
  });
});
