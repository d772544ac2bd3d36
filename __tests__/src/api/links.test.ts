import { parseLinkHeader, withoutNextAfterShortPage } from '../../../src/api/links';

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

  describe('Load more only where there is more', () => {
    const links = { next: 'https://s.example/next', prev: 'https://s.example/prev' };
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));

    it('keeps the next page after a full page: the limit asked for, else Mastodon’s smallest (20)', () => {
      expect(withoutNextAfterShortPage(links, items(20), 'https://s.example/api/v1/bookmarks')).toEqual(
        links,
      );
      expect(withoutNextAfterShortPage(links, items(40), 'https://s.example/api/v1/blocks?limit=40')).toEqual(
        links,
      );
    });

    it('drops it after a shorter page, which is the last', () => {
      expect(
        withoutNextAfterShortPage(links, items(12), 'https://s.example/api/v1/bookmarks').next,
      ).toBeUndefined();
      expect(
        withoutNextAfterShortPage(links, items(39), 'https://s.example/api/v1/blocks?limit=40').next,
      ).toBeUndefined();
    });

    it('leaves answers that are not lists alone (grouped notifications page by their own rules)', () => {
      expect(
        withoutNextAfterShortPage(
          links,
          { notification_groups: [] },
          'https://s.example/api/v2/notifications',
        ),
      ).toEqual(links);
    });
  });
});
