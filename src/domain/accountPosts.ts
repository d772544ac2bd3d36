import type { RootState } from '../store/types';

/** The account's posts in the store, and the boosts of them: what leaves the timelines. */
export function postsOf(state: RootState, accountId: string): string[] {
  const entities = state.statuses.entities;
  return Object.values(entities).flatMap((status) => {
    if (!status) return [];
    const author = status.reblog ? entities[status.reblog]?.account : status.account;
    return status.account === accountId || author === accountId ? [status.id] : [];
  });
}

/** Others' posts replying to the account, and the boosts of them: what Mastodon's home and lists drop. */
export function repliesTo(state: RootState, accountId: string): string[] {
  const entities = state.statuses.entities;
  return Object.values(entities).flatMap((status) => {
    if (!status) return [];
    const post = status.reblog ? entities[status.reblog] : status;
    return post && post.account !== accountId && post.in_reply_to_account_id === accountId ? [status.id] : [];
  });
}
