import type { ApiClient } from '../client';

/** A v1 filter: one phrase, for servers without `/api/v2/filters`. */
export interface FilterV1 {
  id: string;
  phrase: string;
  context: string[];
  whole_word?: boolean;
  irreversible?: boolean;
  expires_at?: string | null;
}

export async function fetchFiltersV1(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<FilterV1[] | null>('/api/v1/filters', { signal })).data;
}
