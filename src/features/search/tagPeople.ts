import type { Tag } from '../../api/entities';

/** The days Mastodon counts a hashtag's people over where it lists one (search, trends). */
export const TAG_PEOPLE_DAYS = 2;

/** How many people used the hashtag in the last two days of its `history` (newest first), as Mastodon sums them. */
export function tagPeople(tag: Pick<Tag, 'history'> | undefined): number {
  const history = Array.isArray(tag?.history) ? tag.history.slice(0, TAG_PEOPLE_DAYS) : [];
  return history.reduce((sum, day) => {
    const n = Number(day?.accounts);
    return sum + (Number.isFinite(n) && n > 0 ? n : 0);
  }, 0);
}
