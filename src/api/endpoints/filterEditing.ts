import type { ApiClient } from '../client';
import type { Filter } from '../entities';

/** Creating, changing and deleting filters (v2), for the filters pages. */

/** A keyword as the filter form sends it: `id` for one that exists, `_destroy` to remove it. */
export interface KeywordAttributes {
  id?: string;
  keyword?: string;
  whole_word?: boolean;
  _destroy?: boolean;
}

export interface FilterParams {
  title: string;
  context: string[];
  filter_action: string;
  /** Seconds from now; '' for never; left out to keep the expiry as it is. */
  expires_in?: number | '';
  keywords_attributes: KeywordAttributes[];
}

/** Creates a filter, or changes one when `id` is given. */
export async function saveFilter(api: ApiClient, params: FilterParams, id?: string) {
  const response = id
    ? await api.put<Filter>(`/api/v2/filters/${encodeURIComponent(id)}`, { json: params })
    : await api.post<Filter>('/api/v2/filters', { json: params });
  return response.data;
}

export async function deleteFilter(api: ApiClient, id: string) {
  await api.delete<object>(`/api/v2/filters/${encodeURIComponent(id)}`);
}
