import { tagPeople } from '../../../../src/features/search/tagPeople';

describe('a hashtag’s people', () => {
  it('sums the people of the two newest days of its history, as Mastodon counts them', () => {
    const history = [
      { day: '3', uses: '1', accounts: '4' },
      { day: '2', uses: '1', accounts: '1' },
      { day: '1', uses: '1', accounts: '100' },
    ];
    expect(tagPeople({ history })).toBe(5);
  });

  it('counts nothing for a missing history or values that are not counts', () => {
    expect(tagPeople(undefined)).toBe(0);
    expect(tagPeople({ history: [{ day: '1', uses: '1', accounts: 'x' }] })).toBe(0);
  });
});
