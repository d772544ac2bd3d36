import { parseLinkHeader } from '../../../src/api/links';

describe('parseLinkHeader', () => {
  it('reads the next and prev page URLs of a Mastodon Link header', () => {
    expect(
      parseLinkHeader(
        '<https://x.example/api/v1/timelines/home?max_id=5>; rel="next", <https://x.example/api/v1/timelines/home?min_id=9>; rel="prev"',
      ),
    ).toEqual({
      next: 'https://x.example/api/v1/timelines/home?max_id=5',
      prev: 'https://x.example/api/v1/timelines/home?min_id=9',
    });
  });

  it('keeps commas inside a URI and in quoted parameters, and reads an unquoted or multi-valued rel', () => {
    expect(
      parseLinkHeader(
        '<https://x.example/a?ids=1,2>; title="a, b; c"; rel=next, <https://x.example/b>; rel="prev first"',
      ),
    ).toEqual({ next: 'https://x.example/a?ids=1,2', prev: 'https://x.example/b' });
  });

  it('gives no links for a missing or malformed header, or links of other relations', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('garbage without brackets')).toEqual({});
    expect(parseLinkHeader('<https://x.example/c>; rel="canonical"')).toEqual({});
  });
});
