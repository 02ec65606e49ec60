import { describe, expect, it } from 'vitest';
import { templateRows } from './templateRows';
import { overlapNotes, simulatedTemplate } from './templateSimulation';

// The documented answer of POST /_index_template/_simulate.
const ANSWER = {
  template: {
    settings: { index: { number_of_replicas: '1' } },
    mappings: { properties: { '@timestamp': { type: 'date' } } },
    aliases: {},
  },
  overlapping: [{ name: 'final-template', index_patterns: ['my-index-*'] }],
};

describe('simulatedTemplate', () => {
  it('reads the resulting sections and the overlapping templates', () => {
    expect(simulatedTemplate(ANSWER)).toEqual({
      ...ANSWER.template,
      overlapping: [{ name: 'final-template', patterns: ['my-index-*'] }],
    });
  });

  it('reads absent sections as empty and skips foreign entries', () => {
    expect(simulatedTemplate({ template: { settings: {} }, overlapping: [{}, 'x'] })).toEqual({
      settings: {},
      mappings: {},
      aliases: {},
      overlapping: [],
    });
  });
});

describe('overlapNotes', () => {
  const listed = templateRows({
    index_templates: [
      { name: 'high', index_template: { index_patterns: ['a-*'], priority: 50 } },
      { name: 'same', index_template: { index_patterns: ['a-*'], priority: 10 } },
      { name: 'none', index_template: { index_patterns: ['a-*'] } },
    ],
  });
  const overlapping = ['high', 'same', 'none', 'legacy'].map((name) => ({
    name,
    patterns: ['a-*'],
  }));

  it('compares each listed template with this priority; others are unknown', () => {
    expect(
      overlapNotes(overlapping, listed, 10).map(({ name, relation, priority }) => [
        name,
        relation,
        priority,
      ]),
    ).toEqual([
      ['high', 'higher', 50],
      ['same', 'same', 10],
      ['none', 'lower', 0],
      ['legacy', 'unknown', null],
    ]);
  });

  it('counts a missing priority as 0, on either side', () => {
    expect(overlapNotes(overlapping.slice(2, 3), listed, null)[0].relation).toBe('same');
    expect(overlapNotes(overlapping.slice(0, 1), undefined, 10)[0].relation).toBe('unknown');
  });
});
