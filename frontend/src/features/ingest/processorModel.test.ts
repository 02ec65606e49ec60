import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../lib/json';
import {
  newProcessorItem,
  processorEntry,
  processorItem,
  type ProcessorItem,
} from './processorModel';

const item = (entry: unknown): ProcessorItem => {
  const read = processorItem(entry);
  if (read === null) throw new Error('no item');
  return read;
};

const roundTrip = (entry: unknown) => processorEntry(item(entry));

describe('processor items', () => {
  it('show the main options of a known type as fields, the common ones apart, the rest as JSON', () => {
    const read = item({
      set: {
        field: 'service',
        value: 'web',
        if: "ctx.kind == 'app'",
        tag: 'set-service',
        ignore_failure: true,
        on_failure: [{ set: { field: 'error', value: 'x' } }],
        override: false,
        description: 'names the service',
      },
    });
    expect(read).toMatchObject({
      type: 'set',
      main: { field: 'service', value: 'web' },
      condition: "ctx.kind == 'app'",
      tag: 'set-service',
      ignoreFailure: true,
    });
    expect(JSON.parse(read.onFailure)).toEqual([{ set: { field: 'error', value: 'x' } }]);
    expect(JSON.parse(read.others)).toEqual({ override: false, description: 'names the service' });
  });

  it('write lists one entry per line', () => {
    const read = item({
      grok: { field: 'message', patterns: ['%{IP:ip} %{WORD:verb}', '%{GREEDYDATA:rest}'] },
    });
    expect(read.main.patterns).toBe('%{IP:ip} %{WORD:verb}\n%{GREEDYDATA:rest}');
    expect(processorEntry({ ...read, main: { ...read.main, patterns: 'a\n\nb\r\n' } })).toEqual({
      ok: true,
      entry: { grok: { field: 'message', patterns: ['a', 'b'] } },
    });
  });

  it('lose nothing of an unknown processor or of values the fields cannot hold', () => {
    const unknown = {
      my_plugin: {
        field: 'a',
        depth: 3,
        nested: { x: [1, 2] },
        big: new LosslessNumber('9007199254740993'),
      },
    };
    expect(item(unknown).others).not.toBe('');
    expect(roundTrip(unknown)).toEqual({ ok: true, entry: unknown });
    const odd = {
      set: {
        field: 'a',
        value: 42,
        tag: '',
        ignore_failure: false,
        if: { source: 'ctx.x != null' },
        on_failure: 'not a list',
        extra: null,
      },
    };
    const read = item(odd);
    expect(read.main.value).toBe('');
    expect(read.ignoreFailure).toBe(false);
    expect(roundTrip(odd)).toEqual({ ok: true, entry: odd });
    const list = { remove: { field: ['a', 'b'] } };
    expect(item(list).main.field).toBe('');
    expect(roundTrip(list)).toEqual({ ok: true, entry: list });
    const script = { script: { source: 'ctx.a = 1;\nctx.b = 2;', lang: 'painless' } };
    expect(item(script).main.source).toBe('ctx.a = 1;\nctx.b = 2;');
    expect(roundTrip(script)).toEqual({ ok: true, entry: script });
  });

  it('refuse entries that are not one type with its options', () => {
    expect(processorItem({ set: { field: 'a' }, rename: { field: 'b' } })).toBeNull();
    expect(processorItem({ set: 'a' })).toBeNull();
    expect(processorItem('set')).toBeNull();
    expect(processorItem({})).toBeNull();
  });

  it('let a filled field win over the same option in the JSON of the others', () => {
    const read = item({ set: { field: 'a', value: 1 } });
    expect(processorEntry({ ...read, main: { ...read.main, value: 'two' } })).toEqual({
      ok: true,
      entry: { set: { field: 'a', value: 'two' } },
    });
  });

  it('say which text keeps an item from being written', () => {
    const fresh = newProcessorItem('drop');
    expect(processorEntry(fresh)).toEqual({ ok: true, entry: { drop: {} } });
    expect(processorEntry({ ...fresh, type: ' ' })).toEqual({
      ok: false,
      problem: { kind: 'type' },
    });
    expect(processorEntry({ ...fresh, others: '{ "a": ' })).toEqual({
      ok: false,
      problem: { kind: 'others', syntax: true },
    });
    expect(processorEntry({ ...fresh, others: '[1]' })).toEqual({
      ok: false,
      problem: { kind: 'others', syntax: false },
    });
    expect(processorEntry({ ...fresh, onFailure: '{}' })).toEqual({
      ok: false,
      problem: { kind: 'onFailure', syntax: false },
    });
  });

  it('start a new item with empty main options of its type', () => {
    expect(newProcessorItem('rename').main).toEqual({ field: '', target_field: '' });
    expect(newProcessorItem('my_plugin').main).toEqual({});
    expect(newProcessorItem('set').id).not.toBe(newProcessorItem('set').id);
  });
});
