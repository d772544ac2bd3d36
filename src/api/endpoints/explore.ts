import type { ApiClient } from '../client';
import type { Account, Suggestion, Tag } from '../entities';

/** Explore's calls beyond trending links: trending tags, follow suggestions and the profile directory. */

/** Trending hashtags, each with its daily `history` (newest day first). */
export const fetchTrendingTags = (api: ApiClient) => api.get<Tag[]>('/api/v1/trends/tags');

/** Accounts to follow, each with the reasons (`sources`) it is suggested. */
export const fetchSuggestions = (api: ApiClient, limit: number) =>
  api.get<Suggestion[]>('/api/v2/suggestions', { query: { limit } });

/** The instance stops suggesting the account. */
export const dismissSuggestion = (api: ApiClient, accountId: string) =>
  api.delete<unknown>(`/api/v1/suggestions/${encodeURIComponent(accountId)}`);

export interface DirectoryParams {
  order: 'active' | 'new';
  local: boolean;
  limit: number;
  offset: number;
}

/** The profile directory: accounts that chose to be listed, paged by offset. */
export const fetchDirectory = (api: ApiClient, params: DirectoryParams) =>
  api.get<Account[]>('/api/v1/directory', { query: { ...params } });
