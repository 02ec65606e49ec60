import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../lib/json';
import { inferCsvMapping } from './mappingInference';
import { sampleProblems, type SampleProblem } from './sampleProblems';

/** Each problem as 'document field problem "value"'. */
const said = (problems: SampleProblem[]) =>
  problems.map(
    ({ line, field, problem, value }) => `${line} ${field} ${problem} ${JSON.stringify(value)}`,
  );

const MAPPING = {
  properties: {
    born: { type: 'date', format: 'yyyy-MM-dd' },
    pages: { type: 'long' },
    read: { type: 'boolean' },
    title: { type: 'keyword' },
    stats: { properties: { score: { type: 'double' } } },
    seen: { type: 'date' },
  },
};

describe('sampleProblems', () => {
  it('names the document, field and value a date, number or boolean field would refuse', () => {
    const docs = [
      { born: '1965-06-01', pages: 604, read: true, title: 'Dune', seen: 1700000000000 },
      { born: '', pages: '412', read: 'yes', title: 7, stats: { score: 'high' } },
      { born: '01/06/1965', pages: 'many', read: 'false', stats: [{ score: 1.5 }, { score: '' }] },
      {
        pages: new LosslessNumber('9007199254740993'),
        'stats.score': true,
        seen: '2024-01-02 10:00',
      },
    ];
    expect(said(sampleProblems(docs, MAPPING))).toEqual([
      '2 born empty ""',
      '2 pages number_as_string "412"',
      '2 read not_a_boolean "yes"',
      '2 stats.score not_a_number "high"',
      '3 born not_a_date "01/06/1965"',
      '3 pages not_a_number "many"',
      '3 stats.score empty ""',
      '4 stats.score not_a_number "true"',
      '4 seen not_a_date "2024-01-02 10:00"',
    ]);
  });

  it('takes numbers in CSV cells as the conversion makes them, and shows empty cells', () => {
    const rows = [
      { day: '2024-01-02', count: '3', ok: 'true' },
      { day: '', count: '', ok: '' },
      { day: '2024-01-03', count: '3 pcs', ok: 'TRUE' },
    ];
    const mapping = inferCsvMapping(rows.slice(0, 1));
    expect(said(sampleProblems(rows, mapping, { csv: true }))).toEqual([
      '2 day empty ""',
      '2 count empty ""',
      '2 ok empty ""',
      '3 count not_a_number "3 pcs"',
      '3 ok not_a_boolean "TRUE"',
    ]);
  });

  it('finds nothing to check in a mapping it cannot read', () => {
    expect(sampleProblems([{ a: 'x' }], '{')).toEqual([]);
  });
});
