import type { ApiClient } from '../client';
import type { Account, CredentialAccount, Status } from '../entities';

export interface AccountStatusesParams {
  pinned?: boolean;
  only_media?: boolean;
  exclude_replies?: boolean;
  exclude_reblogs?: boolean;
  tagged?: string;
  limit?: number;
  max_id?: string;
  since_id?: string;
}

export async function verifyCredentials(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<CredentialAccount>('/api/v1/accounts/verify_credentials', { signal })).data;
}

export async function lookupAccount(api: ApiClient, acct: string, signal?: AbortSignal) {
  return (await api.get<Account>('/api/v1/accounts/lookup', { query: { acct }, signal })).data;
}

/** Paged: follow `links.next` for older posts. */
export const fetchAccountStatuses = (
  api: ApiClient,
  id: string,
  params: AccountStatusesParams = {},
  signal?: AbortSignal,
) =>
  api.get<Status[]>(`/api/v1/accounts/${encodeURIComponent(id)}/statuses`, { query: { ...params }, signal });

export interface AccountSearchParams {
  q: string;
  limit: number;
  resolve?: boolean;
}

/** Accounts whose name or handle starts with `q` (the compose box's `@` suggestions). */
export async function searchAccounts(api: ApiClient, params: AccountSearchParams, signal?: AbortSignal) {
  return (await api.get<Account[]>('/api/v1/accounts/search', { query: { ...params }, signal })).data;
}
