import { createAction } from '@reduxjs/toolkit';

/**
 * What the app may ask of relationships (always loaded; the slice and the workers load with the first
 * view that shows one). The slice applies each change at once; the workers send it.
 */

export interface FollowIntent {
  accountId: string;
  /** A locked account turns the follow into a request. */
  locked?: boolean;
  reblogs?: boolean;
  notify?: boolean;
  languages?: string[] | null;
}

type AccountIntent = { accountId: string };
export const relationshipsIntents = {
  /** Handled by the workers alone: they pick the ids neither known nor pending and queue them. */
  relationshipsRequested: createAction<{ ids: string[] }>('relationships/fetchRequested'),
  /**
   * The authors and boosters of the posts kept from the last session, asked again once the first posts
   * are drawn: a block or mute made elsewhere meanwhile takes their posts out of every list.
   */
  keptAuthorsRecheckRequested: createAction<{ ids: string[] }>('relationships/keptAuthorsRecheckRequested'),
  /** The profile's featured tags, the accounts it endorses and the user's familiar followers of it. */
  profileExtrasRequested: createAction<AccountIntent>('relationships/profileExtrasRequested'),
  followRequested: createAction<FollowIntent>('relationships/followRequested'),
  unfollowRequested: createAction<AccountIntent>('relationships/unfollowRequested'),
  removeFromFollowersRequested: createAction<AccountIntent>('relationships/removeFromFollowersRequested'),
  endorseRequested: createAction<AccountIntent & { endorsed: boolean }>('relationships/endorseRequested'),
  noteRequested: createAction<AccountIntent & { comment: string }>('relationships/noteRequested'),
  unblockRequested: createAction<AccountIntent>('relationships/unblockRequested'),
  unmuteRequested: createAction<AccountIntent>('relationships/unmuteRequested'),
};
