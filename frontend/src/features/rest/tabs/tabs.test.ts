import {
  activeAfterRemove,
  activeTabId,
  newTab,
  nextTabNumber,
  normalizeTab,
  tabRecord,
  withRequest,
  type StoredTab,
} from './tabs';

const label = (n: number) => `Tab ${n}`;

function stored(id: number): StoredTab {
  return { ...newTab(label(id), 1000 + id), id };
}

describe('nextTabNumber', () => {
  it('numbers the first tab 1 and counts on', () => {
    expect(nextTabNumber([], label)).toBe(1);
    expect(nextTabNumber(['Tab 1', 'Tab 2'], label)).toBe(3);
  });

  it('never repeats a label still in use after tabs were closed or renamed', () => {
    expect(nextTabNumber(['Tab 2'], label)).toBe(3);
    expect(nextTabNumber(['logs', 'Tab 3'], label)).toBe(4);
    expect(nextTabNumber(['Tab 3', 'x'], label)).toBe(4);
  });
});

describe('newTab', () => {
  it('is named after the time, labelled as given, with a GET request and no response', () => {
    expect(newTab('Tab 4', 1717243200000)).toEqual({
      name: 'tab-1717243200000',
      label: 'Tab 4',
      request: { method: 'GET', path: '', body: '' },
      response: { status: '', ok: false, bodyText: '' },
    });
  });

  it('can start with a request (Open in new tab)', () => {
    const request = { method: 'GET', path: '_cat/shards', body: '' };
    const tab = newTab('Tab 2', 1, request);
    expect(tab.request).toEqual(request);
    expect(tab.request).not.toBe(request);
  });
});

describe('activeTabId', () => {
  const tabs = [stored(3), stored(5)];

  it('keeps the remembered tab when it exists', () => {
    expect(activeTabId(tabs, 5)).toBe(5);
  });

  it('falls back to the first tab when none or an unknown one is remembered', () => {
    expect(activeTabId(tabs, undefined)).toBe(3);
    expect(activeTabId(tabs, 42)).toBe(3);
  });

  it('is null without tabs', () => {
    expect(activeTabId([], 3)).toBeNull();
  });
});

describe('activeAfterRemove', () => {
  it('activates the first tab when the active one is removed', () => {
    expect(activeAfterRemove([stored(1), stored(3)], 2, 2)).toBe(1);
  });

  it('keeps the active tab when another one is removed', () => {
    expect(activeAfterRemove([stored(1), stored(2)], 2, 3)).toBe(2);
  });

  it('is null when nothing remains', () => {
    expect(activeAfterRemove([], 1, 1)).toBeNull();
  });
});

describe('withRequest', () => {
  it('replaces the request and resets the response', () => {
    const tab = { ...stored(1), response: { status: '200 OK', ok: true, bodyText: '{}' } };
    const used = withRequest(tab, { method: 'DELETE', path: 'old-index', body: '' });
    expect(used).toEqual({
      ...tab,
      request: { method: 'DELETE', path: 'old-index', body: '' },
      response: { status: '', ok: false, bodyText: '' },
    });
  });
});

describe('normalizeTab', () => {
  it('keeps a well-formed tab as it is', () => {
    const tab = {
      ...stored(7),
      response: { status: '404 Not Found', ok: false, bodyText: '{"found":false}' },
    };
    expect(normalizeTab(tab, label)).toEqual(tab);
  });

  it("keeps the answer's content type, which says how the answer is shown", () => {
    const tab = {
      ...stored(7),
      response: { status: '200 OK', ok: true, bodyText: 'green', contentType: 'text/plain' },
    };
    expect(normalizeTab(tab, label)?.response.contentType).toBe('text/plain');
  });

  it('fills what an older record lacks and upper-cases its method', () => {
    expect(normalizeTab({ id: 2, request: { method: 'get', path: 'x' } }, label)).toEqual({
      id: 2,
      name: 'tab-2',
      label: 'Tab 2',
      request: { method: 'GET', path: 'x', body: '' },
      response: { status: '', ok: false, bodyText: '' },
    });
  });

  it("labels a tab without a label in the user's language", () => {
    expect(normalizeTab({ id: 3 }, (n) => `Onglet ${n}`)?.label).toBe('Onglet 3');
  });

  it('turns an unknown method into POST', () => {
    expect(normalizeTab({ id: 1, request: { method: 'TRACE' } }, label)?.request.method).toBe(
      'POST',
    );
  });

  it('rejects records without a numeric id', () => {
    expect(normalizeTab({ name: 'tab-1' }, label)).toBeNull();
    expect(normalizeTab(null, label)).toBeNull();
  });
});

describe('tabRecord', () => {
  const withBody = (bodyText: string): StoredTab => ({
    ...stored(1),
    response: { status: '200 OK', ok: true, bodyText },
  });

  it('keeps a response body up to the limit', () => {
    const tab = withBody('x'.repeat(10));
    expect(tabRecord(tab, 10)).toEqual(tab);
  });

  it('replaces a larger body by its length and keeps status and request', () => {
    const tab = withBody('x'.repeat(11));
    expect(tabRecord(tab, 10)).toEqual({
      ...tab,
      response: { status: '200 OK', ok: true, bodyText: '', droppedLength: 11 },
    });
  });

  it('is read back with the dropped length', () => {
    const record = tabRecord(withBody('y'.repeat(20)), 10);
    expect(normalizeTab(record, label)?.response.droppedLength).toBe(20);
  });
});
