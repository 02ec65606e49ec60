import { EMPTY_RESPONSE } from '../restRequest';
import { tabHoldsWork } from './tabClose';

const empty = {
  name: 'tab-1',
  label: 'Tab 1',
  request: { method: 'GET', path: '', body: '' },
  response: { ...EMPTY_RESPONSE },
};

describe('tabHoldsWork', () => {
  it('is false for a fresh tab, whatever its method', () => {
    expect(tabHoldsWork(empty)).toBe(false);
    expect(tabHoldsWork({ ...empty, request: { method: 'POST', path: ' ', body: '\n' } })).toBe(
      false,
    );
  });

  it('is true when the tab holds a path or a body', () => {
    expect(tabHoldsWork({ ...empty, request: { ...empty.request, path: '_cat/indices' } })).toBe(
      true,
    );
    expect(tabHoldsWork({ ...empty, request: { ...empty.request, body: '{}' } })).toBe(true);
  });

  it('is true when the tab holds an answer, even one too large to keep', () => {
    expect(
      tabHoldsWork({ ...empty, response: { status: '404 Not Found', ok: false, bodyText: '' } }),
    ).toBe(true);
    expect(
      tabHoldsWork({ ...empty, response: { status: '', ok: false, bodyText: '// Network Error' } }),
    ).toBe(true);
    expect(tabHoldsWork({ ...empty, response: { ...EMPTY_RESPONSE, droppedLength: 5 } })).toBe(
      true,
    );
  });
});
