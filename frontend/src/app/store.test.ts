import { PERSISTED_AREAS } from './persistedAreas';
import { createAppStore } from './store';

afterEach(() => localStorage.clear());

describe('createAppStore', () => {
  it('starts each persisted area from what is stored under its key', () => {
    localStorage.setItem('nodes', JSON.stringify({ filter: 'ip:10.', hideAttributesRegex: '^x' }));
    localStorage.setItem('theme', JSON.stringify({ preference: 'dark' }));
    const state = createAppStore().getState();
    expect(state.nodes).toEqual({ filter: 'ip:10.', hideAttributesRegex: '^x' });
    expect(state.theme.preference).toBe('dark');
  });

  it('lets the given state override what is stored', () => {
    localStorage.setItem('shards', JSON.stringify({ filter: 'stored' }));
    expect(createAppStore({ shards: { filter: 'given' } }).getState().shards.filter).toBe('given');
  });

  it('keeps each area under its storage key', () => {
    expect(Object.values(PERSISTED_AREAS).map((area) => area.key)).toEqual([
      'connection',
      'theme',
      'i18n',
      'resize',
      'codeEditor',
      'table',
      'nodes',
      'shards',
      'shardRecovery',
      'indices',
      'indicesView',
      'indexTemplatesView',
      'search',
      'metrics',
      'restQuery',
    ]);
  });
});
