import {
  addRecentSearch,
  loadRecentSearches,
  recentSearchesKey,
  removeRecentSearch,
} from '../../../../src/features/search/recentSearches';

const KEY = '1@localhost';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keep at most 4 entries, newest first', () => {
    for (const q of ['a', 'b', 'c', 'd', 'e']) addRecentSearch(localStorage, KEY, { type: 'text', q });
    expect(loadRecentSearches(localStorage, KEY).map((entry) => entry.q)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('hold no duplicates: searching again moves the entry first', () => {
    addRecentSearch(localStorage, KEY, { type: 'hashtag', q: 'cats' });
    addRecentSearch(localStorage, KEY, { type: 'text', q: 'dogs' });
    addRecentSearch(localStorage, KEY, { type: 'hashtag', q: 'Cats' });
    expect(loadRecentSearches(localStorage, KEY)).toEqual([
      { type: 'hashtag', q: 'Cats' },
      { type: 'text', q: 'dogs' },
    ]);
  });

  it('each entry keeps its type and q, in localStorage', () => {
    addRecentSearch(localStorage, KEY, { type: 'account', q: 'alice' });
    expect(JSON.parse(localStorage.getItem(recentSearchesKey(KEY))!)).toEqual([
      { type: 'account', q: 'alice' },
    ]);
  });

  it('an entry is removable', () => {
    addRecentSearch(localStorage, KEY, { type: 'account', q: 'alice' });
    addRecentSearch(localStorage, KEY, { type: 'text', q: 'dogs' });
    expect(removeRecentSearch(localStorage, KEY, { type: 'account', q: 'alice' })).toEqual([
      { type: 'text', q: 'dogs' },
    ]);
    expect(loadRecentSearches(localStorage, KEY)).toEqual([{ type: 'text', q: 'dogs' }]);
  });

  it('a broken stored value reads as no history', () => {
    localStorage.setItem(recentSearchesKey(KEY), '{not json');
    expect(loadRecentSearches(localStorage, KEY)).toEqual([]);
  });
});
