import { describe, expect, it } from 'vitest';
import { csvWriter } from './csvWriter';
import { ORDER_HITS } from './exportHits.fixture';

/**
 * The cells of a CSV text as a spreadsheet reads them (RFC 4180: quoted cells may hold the
 * delimiter, line breaks and doubled quotes); rows end with CRLF.
 */
function readCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== delimiter && char !== '\r')) {
      cell += char;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++; // the \n of the CRLF
    }
  }
  return rows;
}

const COLUMNS = [
  '_id',
  '@timestamp',
  'customer.name',
  'customer.address.city',
  'tags',
  'items.sku',
  'items',
  'total',
  'refund',
  'note',
  'tracking',
];

function exported(options: Partial<Parameters<typeof csvWriter>[0]> = {}) {
  const writer = csvWriter({ columns: COLUMNS, ...options });
  const text = writer.head + writer.page(ORDER_HITS);
  const rows = readCsv(text, options.delimiter);
  const byColumn = (row: number) =>
    Object.fromEntries(COLUMNS.map((column, index) => [column, rows[row][index]]));
  return { text, rows, byColumn };
}

describe('csvWriter', () => {
  it('starts with the header row and writes one row per document, CRLF ended', () => {
    const { text, rows } = exported();
    expect(rows).toHaveLength(ORDER_HITS.length + 1);
    expect(rows[0]).toEqual(COLUMNS.map((column) => column.replace(/^@/, "'@")));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows.every((row) => row.length === COLUMNS.length)).toBe(true);
  });

  it('reads nested objects by dotted path and joins arrays with the separator', () => {
    expect(exported().byColumn(1)).toEqual({
      _id: 'A1',
      '@timestamp': '2026-11-02T10:15:00Z',
      'customer.name': 'Zoë "Zee" Ångström',
      'customer.address.city': 'Malmö',
      tags: 'gift|express',
      'items.sku': 'BK-1|PN-7',
      items: '{"sku":"BK-1","qty":2}|{"sku":"PN-7","qty":1}',
      total: '42.5',
      refund: "'-3",
      note: 'ring the bell\nthen wait, please',
      tracking: '12345678901234567890',
    });
    expect(exported({ arraySeparator: '; ' }).byColumn(1).tags).toBe('gift; express');
  });

  it('reads keys that hold dots themselves, flattens nested arrays and leaves nulls empty', () => {
    expect(exported().byColumn(3)).toMatchObject({
      'customer.name': '李小龍',
      'customer.address.city': "'+Hong Kong",
      tags: 'a|b|c',
      items: '',
      refund: '',
    });
    expect(exported().byColumn(2)).toMatchObject({ 'customer.address.city': '', tags: '' });
  });

  it('guards every cell a spreadsheet would run as a formula', () => {
    const second = exported().byColumn(2);
    expect(second['customer.name']).toBe('\'=HYPERLINK("http://evil.example")');
    expect(second.note).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
    const third = exported().byColumn(3);
    expect(third.total).toBe("'-1+2");
    expect(third.note).toBe("'\tindented");
  });

  it('leaves negative numbers as they are only when asked, never a formula', () => {
    const kept = exported({ keepNegativeNumbers: true });
    expect(kept.byColumn(1).refund).toBe('-3');
    expect(kept.byColumn(3).total).toBe("'-1+2");
  });

  it('quotes only cells holding the delimiter, quotes or line breaks', () => {
    const { text } = exported();
    expect(text).toContain('"Zoë ""Zee"" Ångström"');
    expect(text).toContain('"ring the bell\nthen wait, please"');
    expect(text).toContain(',gift|express,');
    const semicolons = exported({ delimiter: ';' });
    expect(semicolons.text).toContain(';"ring the bell\nthen wait, please";');
    expect(semicolons.byColumn(1).items).toBe('{"sku":"BK-1","qty":2}|{"sku":"PN-7","qty":1}');
    expect(exported({ delimiter: '\t' }).byColumn(1)['customer.name']).toBe('Zoë "Zee" Ångström');
  });

  it('starts with a byte order mark only when asked', () => {
    expect(exported({ bom: true }).text.startsWith('\uFEFF_id,')).toBe(true);
    expect(exported().text.startsWith('_id,')).toBe(true);
  });

  it('gives the same rows page by page as in one go, and an empty text for an empty page', () => {
    const writer = csvWriter({ columns: COLUMNS });
    const paged = ORDER_HITS.map((hit) => writer.page([hit])).join('');
    expect(paged).toBe(csvWriter({ columns: COLUMNS }).page(ORDER_HITS));
    expect(writer.page([])).toBe('');
  });

  it('names where each document came from in the _index column', () => {
    const writer = csvWriter({ columns: ['_index', '_id'] });
    expect(readCsv(writer.page(ORDER_HITS)).map((row) => row.join(' '))).toEqual([
      'orders-2026.11 A1',
      'orders-2026.11 B2',
      'orders-2026.12 C3',
      'orders-2026.12 D4',
    ]);
  });
});
