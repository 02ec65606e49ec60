// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { newTab } from './tabs';
import { keepUnsavedTabs, takeUnsavedTabs, withUnsavedTabs } from './unsavedTabs';

const tab = (id: number, label: string, path = '') => ({
  ...newTab(label, 1, { method: 'GET', path, body: '' }),
  id,
});

afterEach(() => window.localStorage.clear());

describe('unsaved tabs', () => {
  it('keeps what the user wrote of each tab, per cluster, read once', () => {
    keepUnsavedTabs('a', [tab(1, 'one', 'logs/_search')]);
    keepUnsavedTabs('b', [tab(2, 'two', '_cat/nodes')]);
    expect(takeUnsavedTabs('a')).toEqual([
      { id: 1, label: 'one', request: { method: 'GET', path: 'logs/_search', body: '' } },
    ]);
    expect(takeUnsavedTabs('a')).toEqual([]);
    expect(takeUnsavedTabs('b').map((kept) => kept.id)).toEqual([2]);
  });

  it('keeps nothing for no tabs, and skips entries that are not tabs', () => {
    keepUnsavedTabs('a', []);
    expect(window.localStorage.length).toBe(0);
    window.localStorage.setItem(
      'restUnsavedTabs-a',
      JSON.stringify([{ id: 'x' }, { id: 3, request: { path: 'p', body: 'b', method: 'PUT' } }]),
    );
    expect(takeUnsavedTabs('a')).toEqual([
      { id: 3, label: '', request: { method: 'PUT', path: 'p', body: 'b' } },
    ]);
  });

  it('applies kept edits to the tabs still there, and says which changed', () => {
    const tabs = [tab(1, 'one'), tab(2, 'two')];
    const { tabs: merged, changed } = withUnsavedTabs(tabs, [
      { id: 2, label: '', request: { method: 'POST', path: 'x/_search', body: '{}' } },
      { id: 9, label: 'gone', request: { method: 'GET', path: 'y', body: '' } },
    ]);
    expect(merged.map((x) => [x.label, x.request.path])).toEqual([
      ['one', ''],
      ['two', 'x/_search'],
    ]);
    expect(changed.map((x) => x.id)).toEqual([2]);
  });
});
