import type { ApiClient } from '../client';
import type { Account, List } from '../entities';

/** Lists and their members: the calls of the lists pages and the "Add to lists" dialog. */

export type RepliesPolicy = 'followed' | 'list' | 'none';

export interface ListFields {
  title: string;
  replies_policy: RepliesPolicy;
  exclusive: boolean;
}

const listPath = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`;

export const fetchList = (api: ApiClient, id: string) => api.get<List>(listPath(id));

export const createList = (api: ApiClient, fields: ListFields) =>
  api.post<List>('/api/v1/lists', { json: fields });

export const updateList = (api: ApiClient, id: string, fields: Partial<ListFields>) =>
  api.put<List>(listPath(id), { json: fields });

export const deleteList = (api: ApiClient, id: string) => api.delete<object>(listPath(id));

/**
 * Every member at once (`limit=0`, as Mastodon's web UI asks); a server that pages anyway gives a Link
 * header, and `url` is its next page when expanding.
 */
export const fetchListAccounts = (api: ApiClient, id: string, url?: string) =>
  url ? api.get<Account[]>(url) : api.get<Account[]>(`${listPath(id)}/accounts`, { query: { limit: 0 } });

export const addListAccounts = (api: ApiClient, id: string, accountIds: string[]) =>
  api.post<object>(`${listPath(id)}/accounts`, { json: { account_ids: accountIds } });

export const removeListAccounts = (api: ApiClient, id: string, accountIds: string[]) =>
  api.delete<object>(`${listPath(id)}/accounts`, { json: { account_ids: accountIds } });

/** The user's lists that hold an account. */
export const fetchAccountLists = (api: ApiClient, accountId: string) =>
  api.get<List[]>(`/api/v1/accounts/${encodeURIComponent(accountId)}/lists`);

/** Among the accounts the user follows (only those can be added to a list). */
export const searchFollowedAccounts = (api: ApiClient, q: string) =>
  api.get<Account[]>('/api/v1/accounts/search', {
    query: { q, following: true, resolve: false, limit: 10 },
  });
