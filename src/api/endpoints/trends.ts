import type { ApiClient } from '../client';
import type { PreviewCard } from '../entities';

/** Trending links (items carry authors[].account). */
export const fetchTrendingLinks = (api: ApiClient, limit: number) =>
  api.get<PreviewCard[]>('/api/v1/trends/links', { query: { limit } });
