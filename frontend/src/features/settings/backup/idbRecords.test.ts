import { BackupFormatError, parseClusterDb, parseIdbSection } from './idbRecords';

function pathOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    if (error instanceof BackupFormatError) return error.path;
    throw error;
  }
  return 'none';
}

describe('parseClusterDb', () => {
  it('treats missing tables as empty', () => {
    expect(parseClusterDb({}, 'idb.u')).toEqual({
      restQueryHistory: [],
      restQuerySavedQueries: [],
      restQueryTabs: [],
    });
  });

  it('keeps only the known fields of each record', () => {
    const db = parseClusterDb(
      {
        restQuerySavedQueries: [
          { id: 2, method: 'GET', path: '_cat', body: '', name: null, extra: '<b>' },
        ],
      },
      'idb.u',
    );
    expect(db.restQuerySavedQueries).toEqual([{ id: 2, method: 'GET', path: '_cat', body: '' }]);
  });

  it('fills what older tabs may lack: body, response, name and label', () => {
    const db = parseClusterDb(
      { restQueryTabs: [{ id: 7, request: { method: 'GET', path: '_cat' } }] },
      'idb.u',
    );
    expect(db.restQueryTabs).toEqual([
      {
        id: 7,
        name: 'tab-7',
        label: 'Tab 1',
        request: { method: 'GET', path: '_cat', body: '' },
        response: { status: '', ok: false, bodyText: '' },
      },
    ]);
  });

  it.each([
    [
      'keeps the length of a response body too large to keep with its tab',
      { status: '200 OK', ok: true, bodyText: '', droppedLength: 5_000_000 },
      '_search',
      { droppedLength: '9' },
    ],
    [
      "keeps a response's content type, which decides how it is shown and downloaded",
      { status: '200 OK', ok: true, bodyText: 'green', contentType: 'text/plain' },
      '_cat/health',
      { contentType: 1 },
    ],
  ])('%s', (_, response, path, wrong) => {
    const db = parseClusterDb(
      { restQueryTabs: [{ id: 1, request: { method: 'GET', path }, response }] },
      'idb.u',
    );
    expect(db.restQueryTabs[0].response).toEqual(response);
    expect(
      pathOf(() =>
        parseClusterDb(
          { restQueryTabs: [{ request: { method: 'GET', path: '/' }, response: wrong }] },
          'idb.u',
        ),
      ),
    ).toBe(`idb.u.restQueryTabs[0].response.${Object.keys(wrong)[0]}`);
  });

  it('reads history dates given as epoch milliseconds', () => {
    const db = parseClusterDb(
      { restQueryHistory: [{ method: 'GET', path: '/', date: 0 }] },
      'idb.u',
    );
    expect(db.restQueryHistory[0]).toEqual({
      method: 'GET',
      path: '/',
      body: '',
      date: new Date(0),
    });
  });

  it('keeps the status of a history entry, and names one that is not text', () => {
    const db = parseClusterDb(
      { restQueryHistory: [{ method: 'GET', path: 'x', date: 0, status: '404 Not Found' }] },
      'idb.u',
    );
    expect(db.restQueryHistory[0].status).toBe('404 Not Found');
    expect(
      pathOf(() =>
        parseClusterDb(
          { restQueryHistory: [{ method: 'GET', path: 'x', date: 0, status: 404 }] },
          'idb.u',
        ),
      ),
    ).toBe('idb.u.restQueryHistory[0].status');
  });

  it('names the first unusable record field', () => {
    const history = (entry: object) => () => parseClusterDb({ restQueryHistory: [entry] }, 'idb.u');
    expect(pathOf(history({ method: 'GET', path: '/', date: 'yesterday' }))).toBe(
      'idb.u.restQueryHistory[0].date',
    );
    expect(pathOf(history({ method: 'GET', path: 3, date: 0 }))).toBe(
      'idb.u.restQueryHistory[0].path',
    );
    expect(pathOf(history({ id: '1', method: 'GET', path: '/', date: 0 }))).toBe(
      'idb.u.restQueryHistory[0].id',
    );
    expect(pathOf(history({ id: 1.5, method: 'GET', path: '/', date: 0 }))).toBe(
      'idb.u.restQueryHistory[0].id',
    );
    expect(pathOf(() => parseClusterDb({ restQueryTabs: {} }, 'idb.u'))).toBe(
      'idb.u.restQueryTabs',
    );
    expect(pathOf(() => parseClusterDb({ restQueryTabs: [null] }, 'idb.u'))).toBe(
      'idb.u.restQueryTabs[0]',
    );
  });
});

describe('parseIdbSection', () => {
  it('is empty without a section and rejects one that is not an object', () => {
    expect(parseIdbSection(undefined)).toEqual({});
    expect(pathOf(() => parseIdbSection([]))).toBe('idb');
  });

  it('keeps a uuid spelled like an object property as data', () => {
    const section = parseIdbSection(JSON.parse('{"__proto__":{}}'));
    expect(Object.keys(section)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(section)).toBe(Object.prototype);
  });
});
