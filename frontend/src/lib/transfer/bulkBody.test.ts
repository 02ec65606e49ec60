import { describe, expect, it } from 'vitest';
import { createBulkBodyReader } from './bulkBody';
import { offsetOfLine, readAtEveryCut, readChunks } from './readerTesting';

describe('createBulkBodyReader', () => {
  it('pairs each action with its source line, kept as they are, whatever the cuts', () => {
    const text =
      '{"index":{"_index":"a","_id":"1"}}\r\n' +
      '{"title":"naïve \\"quoted\\"","n":1}\r\n' +
      '{"delete":{"_id":"2"}}\n' +
      '\n' +
      '{"update":{"_id":"3"}}\n' +
      '{"doc":{"emoji":"😀"}}';
    const read = readAtEveryCut(() => createBulkBodyReader(), text);
    expect(read).toEqual([
      {
        kind: 'record',
        line: 1,
        offset: 0,
        text: '{"index":{"_index":"a","_id":"1"}}\n{"title":"naïve \\"quoted\\"","n":1}',
        action: 'index',
        actionText: '{"index":{"_index":"a","_id":"1"}}',
        sourceText: '{"title":"naïve \\"quoted\\"","n":1}',
      },
      {
        kind: 'record',
        line: 3,
        offset: offsetOfLine(text, 3),
        text: '{"delete":{"_id":"2"}}',
        action: 'delete',
        actionText: '{"delete":{"_id":"2"}}',
      },
      {
        kind: 'record',
        line: 5,
        offset: offsetOfLine(text, 5),
        text: '{"update":{"_id":"3"}}\n{"doc":{"emoji":"😀"}}',
        action: 'update',
        actionText: '{"update":{"_id":"3"}}',
        sourceText: '{"doc":{"emoji":"😀"}}',
      },
    ]);
  });

  it('turns a line that is no action into a problem and reads on', () => {
    const text = '{"indx":{}}\n{"index":{}}\n{"a":1}\nnot json\n{"create":{}}\n{"b":2}\n';
    const read = readChunks(createBulkBodyReader(), [text]);
    expect(read.map((entry) => entry.kind)).toEqual(['problem', 'record', 'problem', 'record']);
    expect(read[0]).toMatchObject({ error: 'bulk_action', line: 1, column: 1, offset: 0 });
    expect(read[2]).toMatchObject({ error: 'bulk_action', line: 4, column: 1, text: 'not json' });
  });

  it('names the source that is not a JSON object, keeping its action with it', () => {
    const read = readChunks(createBulkBodyReader(), ['{"index":{}}\n{"a":tru}\n']);
    expect(read).toEqual([
      expect.objectContaining({
        kind: 'problem',
        error: 'json',
        line: 2,
        column: 6,
        offset: 0,
        text: '{"index":{}}\n{"a":tru}',
      }),
    ]);
  });

  it('names an action without its source: at the end, or followed by the next action', () => {
    const text = '{"index":{"_id":"1"}}\n{"index":{"_id":"2"}}\n{"a":1}\n{"create":{}}';
    const read = readChunks(createBulkBodyReader(), [text]);
    expect(read.map((entry) => (entry.kind === 'problem' ? entry.error : entry.action))).toEqual([
      'bulk_source_missing',
      'index',
      'bulk_source_missing',
    ]);
    expect(read[0]).toMatchObject({ line: 1, text: '{"index":{"_id":"1"}}' });
    expect(read[2]).toMatchObject({ line: 4, offset: offsetOfLine(text, 4) });
  });

  it('turns a line longer than a bulk body into a problem, a source with its action', () => {
    const source = `{"text":"${'a'.repeat(2000)}"}`;
    const text =
      '{"index":{"_id":"1"}}\n' +
      `${source}\n` +
      `{"index":{"_id":"${'b'.repeat(200)}"}}\r\n` +
      '{"create":{"_id":"2"}}\n' +
      '{"v":2}\n';
    const read = readAtEveryCut(() => createBulkBodyReader({ maxLineBytes: 100 }), text);
    expect(read.map((entry) => (entry.kind === 'problem' ? entry.error : entry.action))).toEqual([
      'line_too_long',
      'line_too_long',
      'create',
    ]);
    expect(read[0]).toMatchObject({
      line: 2,
      column: 1,
      offset: 0,
      text: `{"index":{"_id":"1"}}\n${source.slice(0, 1000)}`,
    });
    expect(read[0].kind === 'problem' && read[0].reason).toBe(
      'Line 2 is 2.01 kB, more than a bulk request of 100 B can carry; ' +
        'its first 1,000 characters are kept',
    );
    expect(read[1]).toMatchObject({ line: 3, offset: offsetOfLine(text, 3) });
    expect(read[2]).toMatchObject({
      line: 4,
      offset: offsetOfLine(text, 4),
      sourceText: '{"v":2}',
    });
  });

  it('says a body with no line is empty', () => {
    expect(readChunks(createBulkBodyReader(), ['\n'])).toEqual([
      expect.objectContaining({ error: 'empty' }),
    ]);
  });
});
