import { describe, expect, it } from 'vitest';
import {
  deselectAll,
  filterOptions,
  selectAll,
  selectedNamesText,
  switchSelectionMode,
  toggleName,
} from './selection';

const OPTIONS = ['Logs-A', 'logs-b', 'metrics', 'traces'];

describe('selectedNamesText', () => {
  it('lists up to three names and gives way to a count above that', () => {
    expect(selectedNamesText(['a', 'b', 'c'])).toBe('a, b, c');
    expect(selectedNamesText(['a', 'b', 'c', 'd'])).toBeNull();
  });
});

describe('filterOptions', () => {
  it('matches a lower-case substring, whatever the case typed', () => {
    expect(filterOptions(OPTIONS, 'LOGS')).toEqual(['Logs-A', 'logs-b']);
    expect(filterOptions(OPTIONS, 'ric')).toEqual(['metrics']);
    expect(filterOptions(OPTIONS, '  ')).toBe(OPTIONS);
  });
});

describe('selectAll and deselectAll', () => {
  it('adds only the visible options and keeps the option order', () => {
    expect(selectAll(OPTIONS, ['traces'], ['logs-b', 'Logs-A'])).toEqual([
      'Logs-A',
      'logs-b',
      'traces',
    ]);
  });

  it('keeps a picked name that is no longer an option', () => {
    expect(selectAll(OPTIONS, ['gone'], ['metrics'])).toEqual(['metrics', 'gone']);
  });

  it('removes only the visible options', () => {
    expect(deselectAll(['Logs-A', 'metrics', 'traces'], ['Logs-A', 'logs-b'])).toEqual([
      'metrics',
      'traces',
    ]);
  });
});

describe('toggleName', () => {
  it('adds a name and removes it again', () => {
    expect(toggleName(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleName(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('switchSelectionMode', () => {
  it('turns picked names into a comma pattern, and none into *', () => {
    expect(switchSelectionMode(['a', 'b'], OPTIONS)).toBe('a,b');
    expect(switchSelectionMode([], OPTIONS)).toBe('*');
  });

  it('turns a pattern into its matches, but * into an empty pick', () => {
    expect(switchSelectionMode('logs-*', OPTIONS)).toEqual(['logs-b']);
    expect(switchSelectionMode('*', OPTIONS)).toEqual([]);
  });
});
