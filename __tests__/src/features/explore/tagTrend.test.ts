import { sparklinePoints, toTrendingTag } from '../../../../src/features/explore/tagTrend';

describe('the hashtag sparkline', () => {
  it('puts the oldest day at the left and the busiest day at the top', () => {
    expect(sparklinePoints([0, 5, 10], 50, 28)).toBe('0,28 25,14 50,0');
  });

  it('draws a week without uses on the bottom line', () => {
    expect(sparklinePoints([0, 0, 0, 0, 0, 0, 0], 60, 10)).toBe('0,10 10,10 20,10 30,10 40,10 50,10 60,10');
  });

  it('tolerates a tag without history, or with malformed counts', () => {
    expect(toTrendingTag({ name: 'x' })).toEqual({ name: 'x', accounts: 0, uses: 0, dailyUses: [] });
    expect(
      toTrendingTag({ name: 'y', history: [{ uses: 'many', accounts: '-3' }, null, { uses: '2' }] }),
    ).toEqual({ name: 'y', accounts: 0, uses: 0, dailyUses: [2, 0, 0] });
    expect(sparklinePoints([], 50, 28)).toBe('');
  });
});
