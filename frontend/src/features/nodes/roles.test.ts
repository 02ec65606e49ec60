import { describe, expect, it } from 'vitest';
import { masterState, ROLE_LETTERS, roleFlags, spellRoles } from './roles';

describe('roleFlags', () => {
  it('reads the default node of Elasticsearch 8 as master-eligible, data and ingest', () => {
    expect(roleFlags('cdfhilmrstw')).toEqual({
      masterEligible: true,
      dataNode: true,
      ingestNode: true,
      coordinatingNode: false,
    });
  });

  it('reads "-" as coordinating only', () => {
    expect(roleFlags('-')).toEqual({
      masterEligible: false,
      dataNode: false,
      ingestNode: false,
      coordinatingNode: true,
    });
  });

  it('reads a dedicated master as master-eligible only', () => {
    expect(roleFlags('mv')).toEqual({
      masterEligible: true,
      dataNode: false,
      ingestNode: false,
      coordinatingNode: false,
    });
  });

  it.each(['h', 'w', 'c', 'f', 's'])('counts the data tier letter %s as a data node', (letter) => {
    expect(roleFlags(letter).dataNode).toBe(true);
  });

  it('does not take roles without data for data nodes', () => {
    expect(roleFlags('ilmrt').dataNode).toBe(false);
  });
});

describe('spellRoles', () => {
  it('names every letter of the table in order', () => {
    expect(spellRoles('dim')).toEqual([
      { letter: 'd', role: 'data' },
      { letter: 'i', role: 'ingest' },
      { letter: 'm', role: 'masterEligible' },
    ]);
  });

  it('knows all thirteen role letters', () => {
    const spelled = spellRoles('cdfhilmrstvw-');
    expect(spelled.map((entry) => entry.role)).toEqual([
      'cold',
      'data',
      'frozen',
      'hot',
      'ingest',
      'ml',
      'masterEligible',
      'remoteClusterClient',
      'content',
      'transform',
      'votingOnly',
      'warm',
      'coordinatingOnly',
    ]);
    expect(Object.keys(ROLE_LETTERS)).toHaveLength(13);
  });

  it('keeps a letter it does not know, without a role', () => {
    expect(spellRoles('dX')).toEqual([
      { letter: 'd', role: 'data' },
      { letter: 'X', role: null },
    ]);
  });

  it('spells nothing for an empty role', () => {
    expect(spellRoles('')).toEqual([]);
  });
});

describe('masterState', () => {
  it('is yes for the elected master, eligible for other master-eligible nodes, else no', () => {
    expect(masterState(true, true)).toBe('yes');
    expect(masterState(false, true)).toBe('eligible');
    expect(masterState(false, false)).toBe('no');
  });
});
