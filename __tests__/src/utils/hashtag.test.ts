import { hashtagPath } from '../../../src/features/statuses/paths';
import { bareTag, hashtagLabel } from '../../../src/utils/hashtag';

describe('hashtags are shown once with one "#"', () => {
  it.each([
    ['a name as Mastodon sends it', 'peerstest', '#peerstest'],
    ['a name with the "#" snac puts in it', '#peerstest', '#peerstest'],
    ['a name with several', '##peerstest', '#peerstest'],
  ])('%s', (_case, name, shown) => {
    expect(hashtagLabel(name)).toBe(shown);
    expect(bareTag(name)).toBe('peerstest');
  });

  it('a hashtag’s page is addressed by its bare name, whatever the server sent', () => {
    expect(hashtagPath('#peerstest')).toBe('/tags/peerstest');
    expect(hashtagPath('café')).toBe('/tags/caf%C3%A9');
  });
});
