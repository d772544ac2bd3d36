import {
  addRecentSearch,
  loadRecentSearches,
  RECENT_SEARCHES_KEY,
  removeRecentSearch,
} from '../../../../src/features/search/recentSearches';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keep at most 4 entries, newest first', () => {
    for (const q of ['a', 'b', 'c', 'd', 'e']) addRecentSearch({ type: 'text', q });
    expect(loadRecentSearches().map((entry) => entry.q)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('hold no duplicates: searching again moves the entry first', () => {
    addRecentSearch({ type: 'hashtag', q: 'cats' });
    addRecentSearch({ type: 'text', q: 'dogs' });
    addRecentSearch({ type: 'hashtag', q: 'Cats' });
    expect(loadRecentSearches()).toEqual([
      { type: 'hashtag', q: 'Cats' },
      { type: 'text', q: 'dogs' },
    ]);
  });

  it('each entry keeps its type and q, in localStorage', () => {
    addRecentSearch({ type: 'account', q: 'alice' });
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual([{ type: 'account', q: 'alice' }]);
  });

  it('an entry is removable', () => {
    addRecentSearch({ type: 'account', q: 'alice' });
    addRecentSearch({ type: 'text', q: 'dogs' });
    expect(removeRecentSearch({ type: 'account', q: 'alice' })).toEqual([{ type: 'text', q: 'dogs' }]);
    expect(loadRecentSearches()).toEqual([{ type: 'text', q: 'dogs' }]);
  });

  it('a broken stored value reads as no history', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(loadRecentSearches()).toEqual([]);
  });
});
