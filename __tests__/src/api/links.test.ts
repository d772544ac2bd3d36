import { parseLinkHeader } from '../../../src/api/links';

describe('the Link header', () => {
  it('gives the next and prev page addresses as Mastodon sends them', () => {
    expect(
      parseLinkHeader(
        '<https://social.example/api/v1/timelines/home?max_id=109>; rel="next", <https://social.example/api/v1/timelines/home?min_id=120>; rel="prev"',
      ),
    ).toEqual({
      next: 'https://social.example/api/v1/timelines/home?max_id=109',
      prev: 'https://social.example/api/v1/timelines/home?min_id=120',
    });
  });

  it('keeps a page address with several query parameters whole', () => {
    expect(
      parseLinkHeader(
        '<https://social.example/api/v1/notifications?max_id=5&types[]=mention&limit=40>; rel="next"',
      ),
    ).toEqual({ next: 'https://social.example/api/v1/notifications?max_id=5&types[]=mention&limit=40' });
  });

  it('gives no links for a missing, malformed or oversized header', () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader('not a link header')).toEqual({});
    expect(parseLinkHeader(`<https://social.example/${'a'.repeat(3000)}>; rel="next"`)).toEqual({});
  });
});
