import { describe, expect, it } from 'vitest';
import { writeBlockOf } from './writeBlock';

describe('writeBlockOf', () => {
  it('reads the nested setting as the cluster sends it, text or boolean', () => {
    expect(
      writeBlockOf({ logs: { settings: { index: { blocks: { write: 'true' } } } } }, 'logs'),
    ).toBe(true);
    expect(
      writeBlockOf({ logs: { settings: { index: { blocks: { write: true } } } } }, 'logs'),
    ).toBe(true);
    expect(
      writeBlockOf({ logs: { settings: { index: { blocks: { write: 'false' } } } } }, 'logs'),
    ).toBe(false);
  });

  it('reads the flat form too', () => {
    expect(writeBlockOf({ logs: { settings: { 'index.blocks.write': 'true' } } }, 'logs')).toBe(
      true,
    );
  });

  it('is false without the setting or without the index', () => {
    expect(writeBlockOf({ logs: { settings: { index: { number_of_shards: '1' } } } }, 'logs')).toBe(
      false,
    );
    expect(writeBlockOf({}, 'logs')).toBe(false);
  });
});
