import { readStoredObject } from '../../../src/utils/storedObject';

describe('a JSON object kept in storage', () => {
  beforeEach(() => localStorage.clear());

  it('reads the object kept under its key', () => {
    localStorage.setItem('k', JSON.stringify({ a: 1 }));
    expect(readStoredObject(localStorage, 'k')).toEqual({ a: 1 });
  });

  it.each([
    ['nothing kept', null],
    ['text that does not parse', '{not json'],
    ['an array', '[1,2]'],
    ['a number', '3'],
  ])('is empty for %s', (_name, value) => {
    if (value !== null) localStorage.setItem('k', value);
    expect(readStoredObject(localStorage, 'k')).toEqual({});
  });
});
