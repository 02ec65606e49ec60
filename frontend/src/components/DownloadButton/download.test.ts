import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../lib/json';
import { downloadMimeType, downloadText } from './download';

describe('downloadText', () => {
  it('writes a string as it is', () => {
    expect(downloadText('{"a":1}')).toBe('{"a":1}');
  });

  it('writes other values as indented JSON', () => {
    expect(downloadText({ hits: [1] })).toBe('{\n  "hits": [\n    1\n  ]\n}');
  });

  it('prints big numbers digit for digit', () => {
    expect(downloadText({ id: new LosslessNumber('12345678901234567890') })).toBe(
      '{\n  "id": 12345678901234567890\n}',
    );
  });
});

describe('downloadMimeType', () => {
  it('labels .json files as JSON and the rest as text', () => {
    expect(downloadMimeType('search.json')).toBe('application/json');
    expect(downloadMimeType('file.txt')).toBe('text/plain');
  });
});
