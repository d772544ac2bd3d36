import { createAction } from '@reduxjs/toolkit';
import type { ListFields } from '../../api/endpoints/lists';

/** What the lists pages and dialogs ask (always loaded; the slice and the workers load with the first). */
export const listManagementIntents = {
  createRequested: createAction<ListFields & { addAccountId?: string }>('listManagement/createRequested'),
  updateRequested: createAction<{ id: string } & Partial<ListFields>>('listManagement/updateRequested'),
  deleteRequested: createAction<{ id: string }>('listManagement/deleteRequested'),
  detailsRequested: createAction<{ id: string }>('listManagement/detailsRequested'),
  membersFetchRequested: createAction<{ id: string; expand?: boolean }>(
    'listManagement/membersFetchRequested',
  ),
  memberChangeRequested: createAction<{ listId: string; accountId: string; add: boolean }>(
    'listManagement/memberChangeRequested',
  ),
  followedSearchRequested: createAction<{ q: string }>('listManagement/followedSearchRequested'),
  accountListsFetchRequested: createAction<{ accountId: string }>(
    'listManagement/accountListsFetchRequested',
  ),
};
