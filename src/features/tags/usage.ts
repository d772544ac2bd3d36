import type { Tag } from '../../api/entities';

/** A tag's use over the days its history covers (newest first): posts, people, and posts today. */
export function tagUsage(tag: Pick<Tag, 'history'> | undefined) {
  const history = Array.isArray(tag?.history) ? tag.history : [];
  const count = (value: unknown) => {
    const n = Number(value);
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  return {
    uses: history.reduce((sum, day) => sum + count(day?.uses), 0),
    accounts: history.reduce((sum, day) => sum + count(day?.accounts), 0),
    today: count(history[0]?.uses),
  };
}
