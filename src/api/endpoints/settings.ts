import type { ApiClient } from '../client';

/** Mastodon's web settings document; real instances refuse it to bearer tokens (401/403/404). */
export async function fetchWebSettings(api: ApiClient, signal?: AbortSignal) {
  return (await api.get<Record<string, unknown> | null>('/api/web/settings', { signal })).data;
}

export async function saveWebSettings(api: ApiClient, data: Record<string, unknown>) {
  await api.put<unknown>('/api/web/settings', { json: { data } });
}
