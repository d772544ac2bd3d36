import type { ApiClient } from '../client';
import type { Filter } from '../entities';

/** The user's filters (v2), each with its keywords and statuses. */
export async function fetchFilters(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<Filter[]>('/api/v2/filters', { signal })).data;
}
