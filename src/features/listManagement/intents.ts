import { createAction } from '@reduxjs/toolkit';
import type { ListFields } from '../../api/endpoints/lists';

/** What the lists pages and dialogs ask (always loaded; the slice and the workers load with the first). */

export const listCreateRequested = createAction<ListFields & { addAccountId?: string }>(
  'listManagement/createRequested',
);

export const listUpdateRequested = createAction<{ id: string } & Partial<ListFields>>(
  'listManagement/updateRequested',
);

export const listDeleteRequested = createAction<{ id: string }>('listManagement/deleteRequested');

export const listDetailsRequested = createAction<{ id: string }>('listManagement/detailsRequested');

export const listMembersFetchRequested = createAction<{ id: string; expand?: boolean }>(
  'listManagement/membersFetchRequested',
);

export const listMemberChangeRequested = createAction<{ listId: string; accountId: string; add: boolean }>(
  'listManagement/memberChangeRequested',
);

export const followedSearchRequested = createAction<{ q: string }>('listManagement/followedSearchRequested');

export const accountListsFetchRequested = createAction<{ accountId: string }>(
  'listManagement/accountListsFetchRequested',
);

export const listManagementIntents = [
  listCreateRequested,
  listUpdateRequested,
  listDeleteRequested,
  listDetailsRequested,
  listMembersFetchRequested,
  listMemberChangeRequested,
  followedSearchRequested,
  accountListsFetchRequested,
] as const;
