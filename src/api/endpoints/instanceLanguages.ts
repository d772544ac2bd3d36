import type { ApiClient } from '../client';

/** The languages the instance offers for posts (ISO 639 codes with their names); 404 before Mastodon 4.0. */
export async function fetchInstanceLanguages(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<{ code: string; name: string }[]>('/api/v1/instance/languages', { signal })).data;
}
