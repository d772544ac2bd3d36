import type { ApiClient } from '../client';
import type { Account, Status, Tag } from '../entities';

export interface SearchParams {
  q: string;
  type?: 'accounts' | 'hashtags' | 'statuses';
  resolve: boolean;
  limit: number;
  offset?: number;
}

export interface SearchResults {
  accounts?: Account[];
  statuses?: Status[];
  hashtags?: Tag[];
}

export async function search(api: ApiClient, params: SearchParams, signal?: AbortSignal) {
  return (await api.get<SearchResults>('/api/v2/search', { query: { ...params }, signal })).data;
}
