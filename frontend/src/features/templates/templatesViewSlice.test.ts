import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPLATES_VIEW,
  parseTemplatesView,
  setShowHiddenTemplates,
  setTemplatesFilter,
  setTemplatesRowsPerPage,
  setTemplatesSorting,
  setTemplatesStickyHeader,
  templatesViewReducer,
} from './templatesViewSlice';

describe('parseTemplatesView', () => {
  it('reads a stored state and defaults what is missing', () => {
    expect(parseTemplatesView({ filter: 'logs', showHiddenIndices: true })).toEqual({
      filter: 'logs',
      showHiddenIndices: true,
      stickyTableHeader: false,
      pagination: { sortBy: 'name', descending: false, rowsPerPage: 10 },
    });
    expect(parseTemplatesView([])).toBeNull();
  });
});

describe('templatesViewReducer', () => {
  it('stores each setting', () => {
    let state = templatesViewReducer(DEFAULT_TEMPLATES_VIEW, setTemplatesFilter('name:x'));
    state = templatesViewReducer(state, setShowHiddenTemplates(true));
    state = templatesViewReducer(state, setTemplatesStickyHeader(true));
    state = templatesViewReducer(
      state,
      setTemplatesSorting({ sortBy: 'indexPatterns', descending: true }),
    );
    state = templatesViewReducer(state, setTemplatesRowsPerPage(100));
    expect(state).toEqual({
      filter: 'name:x',
      showHiddenIndices: true,
      stickyTableHeader: true,
      pagination: { sortBy: 'indexPatterns', descending: true, rowsPerPage: 100 },
    });
  });
});
